package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The check that StylesheetsTest runs over every stylesheet: it finds each way a stylesheet can swallow what follows. */
class StylesheetCheckTest {

    /** The rule of issue 20 as it was in comforts.css, with the rules it swallowed after it. */
    private static final String ISSUE_20 = """
            .home {
                max-width: 60rem;
            }

            /* Links inside sentences are underlined, not told apart by colour alone. */
            .message-page p a,
            .how-to-play p a,
            .archive p a,
            .home p a {
                text-decoration: underline;

            /* Play-page comforts: the list of practice games, same-digit highlighting, import details. */

            .share .import-detail {
                display: block;
                font-size: var(--lumo-font-size-xs);
            }

            .board.same-digits .cell.same {
                box-shadow: inset 0 0 0 2px var(--lumo-primary-color-50pct);
            }
            """;

    @Test
    void the_rule_with_its_closing_brace_missing_from_issue_20_is_caught_at_the_rule_it_swallows() {
        assertThat(StylesheetCheck.problems(ISSUE_20))
                .containsExactly(
                        "line 14: a rule (\".share .import-detail\") inside the declarations of \".message-page p a, .how-to-play p a, .archive p a, .home p a\""
                                + " (line 6): is that rule's } missing?");
        assertThat(StylesheetCheck.problems(
                        ISSUE_20.replace("text-decoration: underline;\n", "text-decoration: underline;\n}\n")))
                .isEmpty();
    }

    @Test
    void a_block_left_open_at_the_end_is_caught_even_when_nothing_follows_it() {
        assertThat(StylesheetCheck.problems(".a { color: red; }\n.b {\n  color: blue;\n"))
                .containsExactly(
                        "line 2: the block of \".b\" is never closed (a missing }), so every rule after it is read as part of it");
        assertThat(StylesheetCheck.problems("@media (max-width: 40rem) {\n  .a { color: red; }\n"))
                .containsExactly(
                        "line 1: the block of \"@media (max-width: 40rem)\" is never closed (a missing }), so every rule after it is read as part of it");
    }

    @Test
    void a_missing_brace_made_up_for_by_a_stray_one_further_down_is_still_caught() {
        // The braces balance, but .b sits inside .a's declarations: a browser nests it, and .b then matches nothing.
        assertThat(StylesheetCheck.problems(".a {\n  color: red;\n\n.b {\n  color: blue;\n}\n}\n"))
                .containsExactly(
                        "line 4: a rule (\".b\") inside the declarations of \".a\" (line 1): is that rule's } missing?");
    }

    @Test
    void a_brace_that_closes_nothing_is_caught() {
        assertThat(StylesheetCheck.problems(".a { color: red; }\n}\n.b { color: blue; }\n"))
                .containsExactly("line 2: a } with no block to close");
    }

    @Test
    void an_unclosed_comment_string_or_bracket_is_caught() {
        assertThat(StylesheetCheck.problems(".a { color: red; }\n/* the end\n.b { color: blue; }\n"))
                .containsExactly("line 2: a comment is never closed (no */), so everything after it is skipped");
        assertThat(StylesheetCheck.problems(".a { content: \"x; }\n.b { color: blue; }\n"))
                .containsExactly("line 1: a string (\") is not closed on its line");
        assertThat(StylesheetCheck.problems(".a { width: calc(100% - 2px; }\n.b { color: blue; }\n"))
                .containsExactly("line 1: a ( is never closed, so everything after it is swallowed");
        assertThat(StylesheetCheck.problems(".a[title='x' { color: red; }\n"))
                .containsExactly("line 1: a [ is never closed, so everything after it is swallowed");
        assertThat(StylesheetCheck.problems(".a { width: 2px); }\n")).containsExactly("line 1: a ) that closes no (");
    }

    @Test
    void declarations_must_be_name_colon_value_each_ended_by_a_semicolon() {
        assertThat(StylesheetCheck.problems(".a {\n  color: red\n  background: blue;\n}\n"))
                .containsExactly(
                        "line 2: the value of color in \".a\" (line 1) holds another declaration (\"red background: blue\"): is a ; missing?");
        assertThat(StylesheetCheck.problems(".a {\n  color red;\n}\n"))
                .containsExactly("line 2: \"color red\" in \".a\" (line 1) is not a declaration (name: value)");
        assertThat(StylesheetCheck.problems(".a {\n  color: ;\n}\n"))
                .containsExactly("line 2: color in \".a\" (line 1) has no value");
        assertThat(StylesheetCheck.problems("color: red;\n.a { color: blue; }\n"))
                .containsExactly("line 1: \"color: red;\" stands outside any rule");
        assertThat(StylesheetCheck.problems("{ color: red; }\n"))
                .containsExactly("line 1: a block with no selector before it");
    }

    @Test
    void what_our_stylesheets_use_reads_clean() {
        String css = """
                @import url("other.css");
                /* A comment with { braces } and "quotes" in it. */
                :root { --gap: calc(1px + 2px); --empty-ish: ; }
                .a::after { content: "{ ; : }"; background: url(data:image/svg+xml;base64,AAAA) no-repeat; }
                .b:not(.c), .d[data-x="1"] > .e { font: 600 12px/1.5 "Segoe UI", sans-serif !important; grid-area: 1 / 2; }
                .f { color: red }
                @media print {
                    @page { margin: 15mm; }
                    .g { display: none; }
                }
                @supports (-webkit-touch-callout: none) {
                    @media (display-mode: standalone) { html { height: 100lvh; } }
                }
                @font-face { font-family: "X"; src: url('x.woff2') format('woff2'); }
                """;
        assertThat(StylesheetCheck.problems(css)).isEmpty();
    }
}
