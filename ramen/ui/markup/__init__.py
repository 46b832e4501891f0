"""HTML and SVG as strings, with no browser and no engine: element and button helpers that follow the
test contract (``html``) and the art of every ingredient, card, die and marker (``art``)."""
