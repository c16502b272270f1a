package org.calcoolation.print;

/**
 * A rectangle on a page in PDF points, measured from the page's bottom-left corner as PDF draws.
 * Tests that read the booklet back ask for the same rectangle measured from the top, as PDFBox's
 * text extraction counts.
 */
public record Box(float x, float y, float width, float height) {

    public Box {
        if (width <= 0 || height <= 0)
            throw new IllegalArgumentException("a box needs a size, not " + width + "×" + height);
    }

    public float top() {
        return y + height;
    }

    /** The y of the top edge counted down from the top of a page this high. */
    public float yFromTop(float pageHeight) {
        return pageHeight - top();
    }
}
