import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { isRecord } from '../../../lib/storage';

/** What the Our Locations page shows of a branch (the catalogue's branch list carries more). */
export interface ShopLocation {
  _id: string;
  name: string;
  description: string;
  address: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  hours: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function parseShopLocation(value: unknown): ShopLocation | null {
  if (!isRecord(value) || typeof value._id !== 'string' || typeof value.name !== 'string') {
    return null;
  }
  return {
    _id: value._id,
    name: value.name,
    description: text(value.description),
    address: text(value.address),
    city: text(value.city),
    province: text(value.province),
    phone: text(value.phone),
    email: text(value.email),
    hours: text(value.hours),
    latitude: coordinate(value.latitude),
    longitude: coordinate(value.longitude),
    is_default: value.is_default === true,
  };
}

export function fullAddress(location: ShopLocation): string {
  return [location.address, location.city, location.province].filter(Boolean).join(', ');
}

/** Google Maps search by coordinates, or by address when a branch has none. */
export function mapHref(location: ShopLocation): string {
  const query =
    location.latitude !== null && location.longitude !== null
      ? `${location.latitude},${location.longitude}`
      : fullAddress(location) || location.name;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query).replace(/%2C/g, ',')}`;
}

/** 0917 632 4410 -> tel:+639176324410; (02) 8856 3021 -> tel:+63288563021. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('63')) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:+63${digits.slice(1)}`;
  return `tel:${digits}`;
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5, alignItems: 'start' }}
    >
      <Box component="dt" sx={{ color: 'primary.main', display: 'flex', pt: '2px' }}>
        {icon}
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
      <Box component="dd" sx={{ m: 0, lineHeight: 1.6 }}>
        {children}
      </Box>
    </Box>
  );
}

const linkSx = { color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 } as const;

export interface LocationCardProps {
  location: ShopLocation;
  selected: boolean;
  onSelect: () => void;
}

/** One showroom: address, hours, phone, a map link and the button that makes it the shop's branch. */
export function LocationCard({ location, selected, onSelect }: LocationCardProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderWidth: selected ? 2 : 1,
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Box>
        {location.is_default || selected ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {location.is_default ? <Tag>Main showroom</Tag> : null}
            {selected ? <Tag strong>Your branch</Tag> : null}
          </Box>
        ) : null}
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.3rem' }}>
          {location.name}
        </Typography>
        {location.description ? (
          <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.6 }}>
            {location.description}
          </Typography>
        ) : null}
      </Box>

      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
        {fullAddress(location) ? (
          <Detail icon={<LocationOnIcon fontSize="small" aria-hidden />} label="Address">
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {fullAddress(location)}
            </Box>
          </Detail>
        ) : null}
        {location.hours ? (
          <Detail icon={<ScheduleIcon fontSize="small" aria-hidden />} label="Opening hours">
            {location.hours}
          </Detail>
        ) : null}
        {location.phone ? (
          <Detail icon={<PhoneIcon fontSize="small" aria-hidden />} label="Phone">
            <Box component="a" href={phoneHref(location.phone)} sx={linkSx}>
              {location.phone}
            </Box>
          </Detail>
        ) : null}
        {location.email ? (
          <Detail icon={<EmailIcon fontSize="small" aria-hidden />} label="E-mail">
            <Box
              component="a"
              href={`mailto:${location.email}`}
              sx={{ ...linkSx, overflowWrap: 'anywhere' }}
            >
              {location.email}
            </Box>
          </Detail>
        ) : null}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 'auto', pt: 1 }}>
        <Button
          component="a"
          href={mapHref(location)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNewIcon aria-hidden />}
          aria-label="View on map (opens in a new tab)"
          aria-describedby={headingId}
        >
          View on map
        </Button>
        {selected ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleIcon aria-hidden />}
            aria-disabled="true"
            aria-describedby={headingId}
            disableRipple
            sx={{ cursor: 'default', '&:hover': { bgcolor: 'success.main' } }}
          >
            Selected branch
          </Button>
        ) : (
          <Button variant="contained" onClick={onSelect} aria-describedby={headingId}>
            Make this my branch
          </Button>
        )}
      </Box>
    </Card>
  );
}

function Tag({ children, strong = false }: { children: string; strong?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '0.75rem',
        fontWeight: 700,
        px: 1,
        py: 0.25,
        borderRadius: 10,
        bgcolor: strong ? 'primary.main' : '#F5EDE6',
        color: strong ? 'primary.contrastText' : '#5A4636',
      }}
    >
      {children}
    </Box>
  );
}

export function LocationCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 3, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <SkeletonBlock sx={{ height: 28, width: '60%' }} />
      <SkeletonBlock sx={{ height: 16 }} />
      <SkeletonBlock sx={{ height: 16, width: '80%' }} />
      <SkeletonBlock sx={{ height: 16, width: '50%' }} />
      <SkeletonBlock sx={{ height: 36, width: 220, mt: 1 }} />
    </Card>
  );
}
