package org.calcoolation.game.ui;

import java.util.random.RandomGenerator;
import tools.jackson.databind.node.ArrayNode;

/** Random keys and presses for the page (as board-conformance.js plays them) and for {@link PageKeys}. */
final class KeyEvents {

    private static final String[] KEYS = {
        "ArrowUp",
        "ArrowDown",
        "ArrowLeft",
        "ArrowRight",
        "Home",
        "End",
        "Backspace",
        "Delete",
        "n",
        "N",
        "z",
        "y",
        "Enter",
        "x",
        " ",
        "Tab"
    };

    private KeyEvents() {}

    /** A key (a digit more often than not), a click, a pad press or the Notes switch, as [kind, ...]. */
    static void random(int n, double at, RandomGenerator random, ArrayNode event) {
        int roll = random.nextInt(100);
        if (roll < 45)
            event.add("key")
                    .add(Integer.toString(random.nextInt(10)))
                    .add(false)
                    .add(false)
                    .add(at);
        else if (roll < 75) {
            String key = KEYS[random.nextInt(KEYS.length)];
            boolean ctrl = random.nextInt(4) == 0;
            event.add("key")
                    .add(key)
                    .add(ctrl)
                    .add(ctrl && random.nextBoolean())
                    .add(at);
        } else if (roll < 85) event.add("click").add(random.nextInt(n * n));
        else if (roll < 95)
            event.add("pad").add(random.nextInt(5) == 0 ? "Clear" : Integer.toString(1 + random.nextInt(n)));
        else event.add("notes");
    }

    static void play(ArrayNode event, PageKeys keys) {
        switch (event.get(0).asString()) {
            case "key" ->
                keys.key(
                        event.get(1).asString(),
                        event.get(2).asBoolean(),
                        event.get(3).asBoolean(),
                        event.get(4).asDouble());
            case "click" -> keys.select(event.get(1).asInt());
            case "pad" -> keys.pad(event.get(1).asString());
            default -> keys.switchNotes();
        }
    }
}
