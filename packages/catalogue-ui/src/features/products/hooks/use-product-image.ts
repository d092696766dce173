import { useRef, useState } from 'react';
import { useUploadProductImage } from '../api/upload-product-image';
import { checkImageFile, type ImageProblem, imageLinkProblem, uploadProblem } from '../utils/image-file';

export interface ProductImageOptions {
  value: string;
  onChange: (value: string) => void;
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

/**
 * The product image field's state: the problem shown, the typed link, the upload of a file
 * (checked here first: an image by content, at most 5 MB) and the use of a link.
 */
export function useProductImage({ value, onChange, onBusyChange }: ProductImageOptions) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImage();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [url, setUrl] = useState(() => (value.startsWith('/storage/') ? '' : value));

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const fileProblem = await checkImageFile(file);
    if (fileProblem) {
      setProblem(fileProblem === 'tooLarge' ? 'fileTooLarge' : 'fileNotImage');
      return;
    }
    onBusyChange?.(true);
    try {
      const result = await upload.mutateAsync(file);
      setUrl('');
      onChange(result.publicUrl);
    } catch (failure) {
      setProblem(uploadProblem(failure));
    } finally {
      onBusyChange?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const applyUrl = () => {
    const next = url.trim();
    if (next === value) return;
    const linkProblem = next ? imageLinkProblem(next) : null;
    setProblem(linkProblem);
    if (next && !linkProblem) onChange(next);
  };

  const remove = () => {
    onChange('');
    setUrl('');
    setProblem(null);
  };

  /** Spec: a broken image link clears the value and shows a load error. */
  const loadFailed = () => {
    onChange('');
    setProblem('imageLoadError');
  };

  return {
    fileInput,
    problem,
    url,
    setUrl,
    uploadFile,
    applyUrl,
    remove,
    loadFailed,
    busy: upload.isPending,
  };
}
