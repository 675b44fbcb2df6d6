// The launch options live in config/ because the build uses them too; specs keep importing them from here.
export {chromium} from '../../config/chromium';
