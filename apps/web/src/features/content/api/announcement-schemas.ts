import { announcementSchema } from '@shop/shared/contracts/catalogue';
import { array } from 'zod/mini';

// Every page's layout reads the announcements (the server starts them first): this schema loads
// beside the request (`import()` in the query function), so zod stays out of the first load.

export const announcementsSchema = array(announcementSchema);
