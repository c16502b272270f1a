package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeTable;
import org.junit.jupiter.api.Test;

/** A table's scrolling box is reachable from the keyboard and says what it holds. */
class ScrollBoxTest {

    @Test
    void a_scrolling_box_is_a_named_region_in_the_tab_order() {
        NativeTable table = new NativeTable();
        Div box = ScrollBox.of(table, "board-table", "Fastest players by kind");

        assertThat(box.getClassNames()).containsExactly("board-table");
        assertThat(box.getElement().getAttribute("tabindex")).isEqualTo("0");
        assertThat(box.getElement().getAttribute("role")).isEqualTo("region");
        assertThat(box.getElement().getAttribute("aria-label")).isEqualTo("Fastest players by kind");
        assertThat(box.getChildren()).containsExactly(table);
    }
}
