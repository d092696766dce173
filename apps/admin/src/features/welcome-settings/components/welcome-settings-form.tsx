import type { WelcomePageSettings } from '@kiosk/contracts';
import { useId, useState } from 'react';
import { useSliderProducts } from '../api/get-slider-products';
import { useSubmitWelcomeSettings } from '../hooks/use-submit-welcome-settings';
import { useVideoUpload } from '../hooks/use-video-upload';
import { useWelcomeForm } from '../hooks/use-welcome-form';
import { DisplaySection } from './display-section';
import { ProductPickerDialog } from './product-picker-dialog';
import { SaveBar } from './save-bar';
import { SliderSection } from './slider-section';
import { TextSection } from './text-section';
import { UploadedVideosDialog } from './uploaded-videos-dialog';
import { VideoSection } from './video-section';

/** The welcome page form: its sections, the save bar and the product and video pickers. */
export function WelcomeSettingsForm({ record }: { record: WelcomePageSettings }) {
  const id = useId();
  const state = useWelcomeForm(record);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [videosOpen, setVideosOpen] = useState(false);
  const products = useSliderProducts();
  const upload = useVideoUpload((url) => state.setVideoUrl('upload', url));
  const { onSubmit, saving } = useSubmitWelcomeSettings(state, products.data, `${id}-video`);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6 pb-4">
      <SliderSection id={id} state={state} products={products} onChooseProducts={() => setPickerOpen(true)} />
      <VideoSection id={id} state={state} upload={upload} onOpenVideos={() => setVideosOpen(true)} />
      <DisplaySection id={id} state={state} />
      <TextSection id={id} state={state} />
      <SaveBar dirty={state.dirty} saving={saving} onDiscard={state.discard} />

      {products.data && (
        <ProductPickerDialog
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          products={products.data}
          selected={state.form.selectedProducts}
          onApply={(selected) => state.set({ selectedProducts: selected })}
        />
      )}
      <UploadedVideosDialog
        open={videosOpen}
        onOpenChange={setVideosOpen}
        currentUrl={state.form.videoUrls.upload}
        onSelect={(url) => {
          state.setVideoUrl('upload', url);
          upload.setUploadError(null);
        }}
      />
    </form>
  );
}
