import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { notifyError } from '../../../components/notifications/notify-error';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';

export interface FavoriteButtonProps {
  productId: string;
  productName: string;
  signedIn: boolean;
  /** Without a token the heart asks the shopper to log in (spec section 2). */
  onSignInRequired: () => void;
}

/** The heart: saves or removes the product from the shopper's favorites. */
export function FavoriteButton({
  productId,
  productName,
  signedIn,
  onSignInRequired,
}: FavoriteButtonProps) {
  const favorites = useFavoriteIds({ enabled: signedIn });
  const { toggle, isPending } = useToggleFavorite();
  const saved = signedIn && (favorites.data ?? []).includes(productId);

  return (
    <IconButton
      aria-label={
        saved ? `Remove ${productName} from favorites` : `Add ${productName} to favorites`
      }
      aria-pressed={saved}
      disabled={isPending}
      onClick={() => {
        if (!signedIn) {
          onSignInRequired();
          return;
        }
        void toggle(productId, notifyError);
      }}
      sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
    >
      {saved ? <FavoriteIcon color="primary" /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
