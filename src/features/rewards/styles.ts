/**
 * The rewards feature's styles (rewards.css), loaded when one of its lazy overlay pages or the
 * points shop is first imported, not with every page's first paint (src/lib/load-stylesheet.ts).
 * A module imports this for its side effect; the top-level await makes that module's evaluation
 * wait until the styles apply, and rejects (so the overlay frame offers its retry) when they
 * cannot be loaded.
 */
import rewardsCss from './rewards.css?url';
import { loadStylesheet } from '../../lib/load-stylesheet.ts';

await loadStylesheet(rewardsCss);
