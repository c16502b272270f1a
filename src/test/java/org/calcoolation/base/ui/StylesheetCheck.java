package org.calcoolation.base.ui;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a stylesheet the way a browser tokenizes it and lists what would make the browser read the
 * rest of the file differently from how it looks: a block never closed (a missing {@code }}), which
 * since CSS nesting turns every later rule into a nested rule of the open one; a {@code }} with
 * nothing to close; a comment, string, {@code (} or {@code [} never closed, which swallows
 * everything after it; a rule inside a rule's declarations (our stylesheets use no nesting, so that
 * is a missing {@code }} whose block is closed later); a declaration that is not
 * {@code name: value}; two declarations run together (a missing {@code ;}). Each problem names
 * its line. Not a validator of property names or values: a browser skips a bad one alone.
 */
final class StylesheetCheck {

    /** At-rules whose block holds rules; the block of any other at-rule holds declarations (@font-face, @page). */
    private static final Set<String> RULE_LISTS =
            Set.of("media", "supports", "container", "layer", "scope", "starting-style", "document");

    private static final Pattern DECLARATION = Pattern.compile("(?s)\\s*(--[\\w-]+|-?[A-Za-z][\\w-]*)\\s*:(.*)");

    private StylesheetCheck() {}

    /** A block being read: what opened it, where, and whether it holds rules or declarations. */
    private record Block(String prelude, int line, boolean holdsRules) {}

    /** The problems in css, each with its line; empty when it reads as it looks. */
    static List<String> problems(String css) {
        List<String> problems = new ArrayList<>();
        Deque<Block> blocks = new ArrayDeque<>();
        // Brackets inside the current prelude or declaration, with the line each opened on.
        Deque<Character> brackets = new ArrayDeque<>();
        Deque<Integer> bracketLines = new ArrayDeque<>();
        // The current prelude or declaration, comments left out and strings kept as "" (so that
        // what a string holds is never read as a brace, colon or semicolon).
        StringBuilder item = new StringBuilder();
        int itemLine = 1;
        int line = 1;
        int i = 0;
        while (i < css.length()) {
            char c = css.charAt(i);
            if (c == '/' && i + 1 < css.length() && css.charAt(i + 1) == '*') {
                int end = css.indexOf("*/", i + 2);
                if (end < 0) {
                    problems.add(
                            "line " + line + ": a comment is never closed (no */), so everything after it is skipped");
                    return problems;
                }
                line += count(css, i, end + 2, '\n');
                i = end + 2;
                item.append(' ');
                continue;
            }
            if (c == '"' || c == '\'') {
                int start = line, j = i + 1;
                boolean closed = false;
                while (j < css.length()) {
                    char s = css.charAt(j);
                    if (s == '\\' && j + 1 < css.length()) {
                        if (css.charAt(j + 1) == '\n') line++;
                        j += 2;
                    } else if (s == c) {
                        closed = true;
                        break;
                    } else if (s == '\n') {
                        break;
                    } else {
                        j++;
                    }
                }
                if (!closed) {
                    problems.add("line " + start + ": a string (" + c + ") is not closed on its line");
                    return problems;
                }
                if (item.isEmpty() || item.toString().isBlank()) itemLine = line;
                item.append("\"\"");
                i = j + 1;
                continue;
            }
            if (c == '\n') line++;
            if (item.toString().isBlank() && !Character.isWhitespace(c)) itemLine = line;
            if (c == '(' || c == '[') {
                brackets.push(c);
                bracketLines.push(line);
                item.append(c);
            } else if (c == ')' || c == ']') {
                char opener = c == ')' ? '(' : '[';
                if (brackets.isEmpty() || brackets.peek() != opener) {
                    problems.add("line " + line + ": a " + c + " that closes no " + opener);
                    return problems;
                }
                brackets.pop();
                bracketLines.pop();
                item.append(c);
            } else if (!brackets.isEmpty()) {
                // Inside ( or [ a browser reads ; { and } as part of what the bracket holds.
                item.append(c);
            } else if (blocks.isEmpty() || blocks.peek().holdsRules()) {
                String where = blocks.isEmpty() ? "" : " (inside " + describe(blocks.peek()) + ")";
                if (c == '{') {
                    String prelude = item.toString().trim();
                    if (prelude.isEmpty())
                        problems.add("line " + line + ": a block with no selector before it" + where);
                    blocks.push(new Block(
                            prelude, itemLine, prelude.startsWith("@") && RULE_LISTS.contains(atKeyword(prelude))));
                    item.setLength(0);
                } else if (c == ';') {
                    String prelude = item.toString().trim();
                    if (!prelude.startsWith("@"))
                        problems.add(
                                "line " + itemLine + ": \"" + shorten(prelude) + ";\" stands outside any rule" + where);
                    item.setLength(0);
                } else if (c == '}') {
                    if (!item.toString().isBlank())
                        problems.add("line " + itemLine + ": \""
                                + shorten(item.toString().trim()) + "\" is followed by } instead of a block" + where);
                    if (blocks.isEmpty()) {
                        problems.add("line " + line + ": a } with no block to close");
                    } else {
                        blocks.pop();
                    }
                    item.setLength(0);
                } else {
                    item.append(c);
                }
            } else {
                // Declarations: name: value; ... up to the block's }.
                Block rule = blocks.peek();
                if (c == '{') {
                    problems.add("line " + line + ": a rule (\"" + shorten(lastLine(item.toString()))
                            + "\") inside the declarations of " + describe(rule) + ": is that rule's } missing?");
                    return problems;
                } else if (c == ';' || c == '}') {
                    declaration(item.toString(), itemLine, rule, problems);
                    item.setLength(0);
                    if (c == '}') blocks.pop();
                } else {
                    item.append(c);
                }
            }
            i++;
        }
        if (!brackets.isEmpty()) {
            // The blocks around it are left open too, but only because the bracket swallowed their }.
            problems.add("line " + bracketLines.peek() + ": a " + brackets.peek()
                    + " is never closed, so everything after it is swallowed");
            return problems;
        }
        for (Block open : blocks) {
            problems.add("line " + open.line() + ": the block of \"" + shorten(open.prelude())
                    + "\" is never closed (a missing }), so every rule after it is read as part of it");
        }
        if (blocks.isEmpty() && !item.toString().isBlank()) {
            problems.add("line " + itemLine + ": \"" + shorten(item.toString().trim())
                    + "\" at the end is not a complete rule");
        }
        return problems;
    }

    private static void declaration(String text, int line, Block rule, List<String> problems) {
        if (text.isBlank()) return;
        Matcher m = DECLARATION.matcher(text);
        if (!m.matches()) {
            problems.add("line " + line + ": \"" + shorten(text.trim()) + "\" in " + describe(rule)
                    + " is not a declaration (name: value)");
            return;
        }
        String name = m.group(1), value = m.group(2);
        if (name.startsWith("--")) return;
        if (value.isBlank()) {
            problems.add("line " + line + ": " + name + " in " + describe(rule) + " has no value");
        } else if (topLevelColon(value)) {
            problems.add("line " + line + ": the value of " + name + " in " + describe(rule)
                    + " holds another declaration (\"" + shorten(value.trim()) + "\"): is a ; missing?");
        }
    }

    /** Whether value has a colon outside brackets: the start of the next declaration, run into this one. */
    private static boolean topLevelColon(String value) {
        int depth = 0;
        for (char c : value.toCharArray()) {
            if (c == '(' || c == '[') depth++;
            else if (c == ')' || c == ']') depth--;
            else if (c == ':' && depth == 0) return true;
        }
        return false;
    }

    private static String atKeyword(String prelude) {
        int end = 1;
        while (end < prelude.length() && (Character.isLetterOrDigit(prelude.charAt(end)) || prelude.charAt(end) == '-'))
            end++;
        return prelude.substring(1, end).toLowerCase(Locale.ROOT);
    }

    private static String describe(Block block) {
        return "\"" + shorten(block.prelude().replaceAll("\\s+", " ")) + "\" (line " + block.line() + ")";
    }

    private static String lastLine(String text) {
        String trimmed = text.trim();
        return trimmed.substring(trimmed.lastIndexOf('\n') + 1).trim();
    }

    private static String shorten(String text) {
        String one = text.replaceAll("\\s+", " ");
        return one.length() <= 60 ? one : one.substring(0, 57) + "...";
    }

    private static int count(String text, int from, int to, char c) {
        int n = 0;
        for (int k = from; k < to; k++) if (text.charAt(k) == c) n++;
        return n;
    }
}
