import { UploadFiles } from './components/upload-files';

/** Whole-page island of /start/upload (the link's token is read in the browser, never prerendered). */
export default UploadFiles;
