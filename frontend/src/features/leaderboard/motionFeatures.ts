import { domMax } from 'framer-motion';

/** framer-motion's animation and layout features, loaded after the ranking's first render (`RankingTable`). */
export default domMax;
