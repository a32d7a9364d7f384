// The download button for files a service makes, apart from the main entry: only the screens that
// offer a file (behind sign-in) carry it.
export { DownloadButton, type DownloadButtonProps, type DownloadedFile, type DownloadProgress } from './lib/download/download-button';
