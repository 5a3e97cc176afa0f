import styles from './Eyebrow.module.css';
import { block } from './block';

/** A small capitalised line above a title, saying what kind of thing it names. */
export const Eyebrow = block('p', styles.eyebrow);
