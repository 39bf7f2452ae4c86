// uPlot with its styles: loaded on first use through loadUplot, in a chunk of their own.
import '../../../node_modules/uplot/dist/uPlot.min.css';

export { default } from 'uplot';
