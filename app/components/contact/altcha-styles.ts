/**
 * The widget's stylesheets, loaded with the widget (./altcha-field.tsx) rather than with the page: as
 * route CSS they were a render-blocking request before the contact page's first paint.
 */
import "altcha/altcha.css";
import "./altcha-theme.css";
