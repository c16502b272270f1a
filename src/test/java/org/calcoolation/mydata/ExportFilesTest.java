package org.calcoolation.mydata;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The CSV's cells: safe from spreadsheets' formulas, and quoted as RFC 4180 says. */
class ExportFilesTest {

    @Test
    void a_cell_a_spreadsheet_would_run_as_a_formula_gets_a_leading_apostrophe() {
        for (String formula : List.of("=1+1", "+1", "-1", "@SUM(A1)", "\tx", "=HYPERLINK(\"http://x\")")) {
            assertThat(MyDataServiceTest.Csv.parse(ExportFiles.field(formula) + "\r\n")
                            .getFirst()
                            .getFirst())
                    .isEqualTo("'" + formula);
        }
    }

    @Test
    void commas_quotes_and_line_breaks_are_quoted_and_plain_cells_are_not() {
        assertThat(ExportFiles.field("4×4 Easy")).isEqualTo("4×4 Easy");
        assertThat(ExportFiles.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(ExportFiles.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(ExportFiles.field("two\r\nlines")).isEqualTo("\"two\r\nlines\"");
        assertThat(ExportFiles.field("")).isEmpty();
        assertThat(MyDataServiceTest.Csv.parse(ExportFiles.field("say \"hi\", twice") + "\r\n")
                        .getFirst())
                .containsExactly("say \"hi\", twice");
    }
}
