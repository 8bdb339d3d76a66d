import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { MyReview } from '@shop/shared/reviews';
import { useState } from 'react';
import { useSaveReview } from '../api/save-review';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { ReviewForm } from './review-form';

export interface WriteReviewProps {
  orderId: string;
  productId: string;
  productName: string;
  existing?: MyReview;
}

/** "Write a review" (or "Edit your review") of one delivered line, opening the form in a dialog. */
export function WriteReview({ orderId, productId, productName, existing }: WriteReviewProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const mutation = useSaveReview(orderId);
  const titleId = `review-title-${productId}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {existing ? 'Edit your review' : 'Write a review'}
      </Button>
      {saved ? (
        <span role="status" style={{ marginLeft: 8 }}>
          Thank you! Your review is saved.
        </span>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Review {productName}</DialogTitle>
        <DialogContent>
          <ReviewForm
            productId={productId}
            productName={productName}
            existing={existing}
            upload={(file) => uploadReviewPhoto(orderId, file)}
            save={(body) => mutation.mutateAsync(body)}
            onDone={() => {
              setOpen(false);
              setSaved(true);
            }}
            onCancel={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
