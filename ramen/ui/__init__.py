"""The only code that touches the page. Screens are rendered as HTML from the engine's views."""
