package org.calcoolation.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Players who speak Vaadin's own protocol, as the browser's client does, without a browser: each
 * opens {@code /play} (page, bootstrap, navigation), then acts at a steady pace on its grid:
 * select a cell, type a digit, undo it, turn notes on, write a note, turn notes off. Every answer
 * is checked: status 200, the next sync id, no error from Vaadin, and the painter told exactly
 * what the action must change (the digit, the note). Pages also send Vaadin's
 * heartbeat every ten seconds, as open tabs do.
 *
 * <p>Times are counted from when an action was due, not from when it was sent, so that a stalled
 * server cannot hide its stall by holding back the next request (coordinated omission).
 */
final class Crowd {

    /**
     * A tab's actions in turn. The selection and notes mode are the page's (board.js): SELECT,
     * NOTES_ON and NOTES_OFF send nothing (the selected cell goes with the next move), so 3 of 6
     * reach the server.
     */
    enum Action {
        SELECT,
        DIGIT,
        UNDO,
        NOTES_ON,
        NOTE,
        NOTES_OFF
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The crowd's ops by their letters in a short move (game.ui.BoardFormat.Op). */
    private static final Map<String, Character> OPS = Map.of("place", 'p', "note", 'n', "undo", 'u');

    private static final Duration HEARTBEAT = Duration.ofSeconds(10);

    private final Wire.Factory wires;
    private final String base;
    /** Whether each tab holds its push channel open, as a browser does (a WebSocket to Vaadin's push endpoint). */
    private final boolean push;
    /**
     * Whether the tab's own messages (moves, not heartbeats) go over its push socket, as Vaadin's client
     * sends them with {@code @Push(transport = WEBSOCKET)}, and their answers come back there.
     */
    private final boolean messagesOverPush;
    /** One client for every push socket: one selector thread, as the JDK shares it. */
    private final HttpClient pushClient = HttpClient.newHttpClient();

    private final AtomicLong pushMessages = new AtomicLong(),
            pushErrors = new AtomicLong(),
            pushesOpen = new AtomicLong();
    private final List<Player> players = new ArrayList<>();
    private final Map<Action, Times> times = new EnumMap<>(Action.class);
    // Where an action's time went: waking up after it was due, and the HTTP round trip itself.
    private final Times late = new Times(), trips = new Times();
    private final Map<Action, AtomicLong> errors = new EnumMap<>(Action.class);
    private final Map<String, AtomicLong> errorKinds = new ConcurrentHashMap<>();
    private final AtomicLong heartbeatErrors = new AtomicLong();
    /** While recording: the moves' bytes on the wire (request and answer, heads included), the moves, and every request sent. */
    private final AtomicLong moveBytesSent = new AtomicLong(),
            moveBytesRead = new AtomicLong(),
            movesSent = new AtomicLong(),
            requests = new AtomicLong();

    private volatile boolean recording;
    /** One move's request and answer body as they went, the first recorded: what a move costs, to read. */
    private volatile String sample = "";

    private volatile boolean stopping;
    private volatile long periodNanos;
    private final List<Thread> threads = new ArrayList<>();

    /** {@code client} names the transport: {@code jdk} or {@code socket} (see {@link Wire}); {@code push}: each tab opens its push channel. */
    Crowd(String base, String client, boolean push) {
        this(base, client, push, false);
    }

    /** As above; with {@code messagesOverPush} the tabs send their moves over their push sockets (push implied). */
    Crowd(String base, String client, boolean push, boolean messagesOverPush) {
        this.wires = Wire.named(client, base);
        this.base = base;
        this.push = push || messagesOverPush;
        this.messagesOverPush = messagesOverPush;
        for (Action action : Action.values()) {
            times.put(action, new Times());
            errors.put(action, new AtomicLong());
        }
    }

    /** Opens the play page for this many more players, {@code parallel} at a time; returns those that failed to join. */
    int join(int more, int parallel) throws InterruptedException {
        List<Player> joined = Collections.synchronizedList(new ArrayList<>());
        AtomicLong failed = new AtomicLong();
        Semaphore gate = new Semaphore(parallel);
        List<Thread> joining = new ArrayList<>();
        for (int i = 0; i < more; i++) {
            gate.acquire();
            long seed = players.size() + i;
            joining.add(Thread.ofVirtual().start(() -> {
                try {
                    Player player = new Player(seed);
                    player.open();
                    joined.add(player);
                    // An open tab sends heartbeats from the start, whatever the others are doing.
                    synchronized (threads) {
                        threads.add(Thread.ofVirtual().start(player::play));
                    }
                } catch (Exception e) {
                    failed.incrementAndGet();
                    note("join: " + e);
                } finally {
                    gate.release();
                }
            }));
        }
        for (Thread thread : joining) thread.join();
        players.addAll(joined);
        return (int) failed.get();
    }

    /** Every player acts this many times a second from now on (players joining later too). */
    void pace(double actionsPerSecond) {
        periodNanos = (long) (1e9 / actionsPerSecond);
    }

    int players() {
        return players.size();
    }

    /** Forgets what was recorded and starts recording. */
    void record() {
        for (Times t : times.values()) t.clear();
        late.clear();
        trips.clear();
        for (AtomicLong e : errors.values()) e.set(0);
        heartbeatErrors.set(0);
        errorKinds.clear();
        sample = "";
        moveBytesSent.set(0);
        moveBytesRead.set(0);
        movesSent.set(0);
        requests.set(0);
        recording = true;
    }

    Map<Action, long[]> stopRecording() {
        recording = false;
        Map<Action, long[]> copy = new EnumMap<>(Action.class);
        times.forEach((action, t) -> copy.put(action, t.sorted()));
        return copy;
    }

    /** How late the players woke for their actions, in nanoseconds, sorted. */
    long[] lateness() {
        return late.sorted();
    }

    /** The HTTP round trips of the actions, from the request handed to the client to the answer read, sorted. */
    long[] roundTrips() {
        return trips.sorted();
    }

    Map<Action, Long> errors() {
        Map<Action, Long> copy = new EnumMap<>(Action.class);
        errors.forEach((action, count) -> copy.put(action, count.get()));
        return copy;
    }

    long heartbeatErrors() {
        return heartbeatErrors.get();
    }

    /** While recording: the moves sent, their request and answer bytes (heads included), and all requests sent. */
    record Traffic(long moves, long bytesSent, long bytesRead, long requests) {}

    String sample() {
        return sample;
    }

    Traffic traffic() {
        return new Traffic(movesSent.get(), moveBytesSent.get(), moveBytesRead.get(), requests.get());
    }

    /** The push channels open now, the messages pushed through them so far, and those that failed or closed. */
    String pushes() {
        return push
                ? String.format(
                        "%d push channels open, %d messages pushed, %d failed or closed",
                        pushesOpen.get(), pushMessages.get(), pushErrors.get())
                : "no push channels";
    }

    /** Each kind of error seen while recording, with how often. */
    Map<String, Long> errorKinds() {
        Map<String, Long> copy = new TreeMap<>();
        errorKinds.forEach((kind, count) -> copy.put(kind, count.get()));
        return copy;
    }

    void stop() throws InterruptedException {
        stopping = true;
        synchronized (threads) {
            for (Thread thread : threads) thread.join(TimeUnit.SECONDS.toMillis(30));
        }
        for (Player player : players) {
            player.wire.close();
            if (player.pushSocket != null) player.pushSocket.abort();
        }
    }

    /** What came of every player leaving at once: beacons answered (2xx) or not, push closes answered by the server's close or not. */
    record Leaving(
            int players, int beaconsAnswered, int beaconsNot, int closesAnswered, int closesNot, double seconds) {}

    /**
     * Every player leaves at once, as closed tabs do: Vaadin's unload beacon, the seat's beacon
     * ({@code /play/left}) and a close of the push channel, each waited for up to {@code wait}.
     */
    Leaving leave(Duration wait) throws InterruptedException {
        stopping = true;
        synchronized (threads) {
            for (Thread thread : threads) thread.join(TimeUnit.SECONDS.toMillis(30));
        }
        AtomicLong beacons = new AtomicLong(), beaconsNot = new AtomicLong();
        AtomicLong closes = new AtomicLong(), closesNot = new AtomicLong();
        long start = System.nanoTime();
        List<Thread> leaving = new ArrayList<>();
        for (Player player : players) {
            leaving.add(Thread.ofVirtual().start(() -> {
                player.beacons(wait).forEach(ok -> (ok ? beacons : beaconsNot).incrementAndGet());
                (player.closePush(wait) ? closes : closesNot).incrementAndGet();
            }));
        }
        for (Thread thread : leaving) thread.join();
        return new Leaving(
                players.size(),
                (int) beacons.get(),
                (int) beaconsNot.get(),
                (int) closes.get(),
                (int) closesNot.get(),
                (System.nanoTime() - start) / 1e9);
    }

    private void note(String error) {
        if (errorKinds.size() < 50 || errorKinds.containsKey(error))
            errorKinds.computeIfAbsent(error, kind -> new AtomicLong()).incrementAndGet();
    }

    /** Latencies in nanoseconds, appended by many threads. */
    private static final class Times {
        private long[] values = new long[1 << 16];
        private int size;

        synchronized void add(long nanos) {
            if (size == values.length) values = Arrays.copyOf(values, size * 2);
            values[size++] = nanos;
        }

        synchronized void clear() {
            size = 0;
        }

        synchronized long[] sorted() {
            long[] copy = Arrays.copyOf(values, size);
            Arrays.sort(copy);
            return copy;
        }
    }

    /** One visitor with one tab: its cookies, its Vaadin UI and what its grid shows. */
    private final class Player {
        private final SplittableRandom random;
        private final Wire wire = wires.open();
        private String cookies = "";
        private int uiId;
        private String csrf = "";
        private int syncId;
        private int clientId;
        private int board = -1;
        private int size;
        private int stride = 5;
        private int cell;
        private int digit;
        private int[] notes = new int[0];
        /** The session build sent: the game's id, this page's id, and the game's epoch. */
        private String game = "", pageId = "";
        /** The grid's number, which a move names instead of the game and the page; -1 from a build before it. */
        private int build = -1;
        /** The page's {@code data-seat}: game, page and the token that binds them to this session. */
        private String seat = "";

        private String pushId = "";
        private WebSocket pushSocket;
        /** With messages over push: what the server sent on the socket, one message each, length prefix removed. */
        private final BlockingQueue<String> pushed = new LinkedBlockingQueue<>();

        private final StringBuilder pushText = new StringBuilder();
        /** Done when the server closed the push channel, or it failed. */
        private final CompletableFuture<Void> pushClosed = new CompletableFuture<>();

        private int epoch;
        private int moves;
        private boolean notesMode;

        Player(long seed) {
            random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 1);
        }

        void open() throws IOException, InterruptedException {
            Wire.Answer page = send("/play", null);
            if (page.status() != 200) throw new IOException("GET /play answered " + page.status());
            Wire.Answer init = send("/?v-r=init&location=play&query=", null);
            if (init.status() != 200) throw new IOException("init answered " + init.status());
            JsonNode config = JSON.readTree(init.body()).get("appConfig");
            uiId = config.get("v-uiId").asInt();
            JsonNode uidl = config.get("uidl");
            csrf = uidl.get("Vaadin-Security-Key").asString();
            pushId = uidl.path("Vaadin-Push-ID").asString("");
            syncId = uidl.get("syncId").asInt();
            clientId = uidl.get("clientId").asInt();
            ObjectNode navigate = rpc("ui-navigate", 1);
            ObjectNode data = navigate.putObject("data");
            data.put("route", "play").put("query", "").put("appShellTitle", "").put("trigger", "");
            data.putObject("historyState").put("idx", 0);
            JsonNode answer = post(navigate);
            for (JsonNode call : answer.path("execute")) {
                // The session is build's last argument: then come the element (this) and the script.
                if (call.get(call.size() - 1).asString("").contains("calcoolationBoard.build")) {
                    JsonNode session = call.get(call.size() - 3);
                    // Values per changed cell in a paint, as the grid's format says (BoardFormat.FORMAT, before the
                    // session).
                    stride = call.get(call.size() - 4).path("stride").asInt(5);
                    game = session.get("game").asString();
                    pageId = session.get("page").asString();
                    build = session.path("build").asInt(-1);
                    epoch = session.get("receipts").get("epoch").asInt();
                }
            }
            for (JsonNode change : answer.path("changes")) {
                if ("role".equals(change.path("key").asString(""))
                        && "grid".equals(change.path("value").asString("")))
                    board = change.get("node").asInt();
                if ("data-seat".equals(change.path("key").asString("")))
                    seat = change.path("value").asString("");
                if ("aria-rowcount".equals(change.path("key").asString("")))
                    size = Integer.parseInt(change.get("value").asString());
            }
            if (board < 0 || size == 0) throw new IOException("no grid on /play");
            if (seat.isEmpty()) throw new IOException("no data-seat on /play");
            notes = new int[size * size];
            if (push) openPush();
        }

        /**
         * The push channel as Vaadin's client opens it with {@code @Push(transport = WEBSOCKET_XHR)}: a
         * WebSocket the server writes to, while the tab's own messages go as XHR posts. What comes is
         * counted and let be: this crowd's pushes are the server's own (a finish stored, a write failed).
         */
        private void openPush() throws IOException, InterruptedException {
            if (pushId.isEmpty()) throw new IOException("no push id in the page's start-up answer");
            String query = "v-r=push&v-uiId=" + uiId + "&v-pushId=" + pushId
                    + "&X-Atmosphere-tracking-id=0&X-Atmosphere-Framework=3.1.5-javascript"
                    + "&X-Atmosphere-Transport=websocket&X-atmo-protocol=true&Content-Type=application%2Fjson%3B%20charset%3DUTF-8";
            URI uri = URI.create(base.replaceFirst("^http", "ws") + "/VAADIN/push?" + query);
            WebSocket.Listener listener = new WebSocket.Listener() {
                @Override
                public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                    if (last) pushMessages.incrementAndGet();
                    if (messagesOverPush) {
                        pushText.append(data);
                        if (last) {
                            pushed.add(pushText.toString());
                            pushText.setLength(0);
                        }
                    }
                    socket.request(1);
                    return null;
                }

                @Override
                public CompletionStage<?> onClose(WebSocket socket, int status, String reason) {
                    pushesOpen.decrementAndGet();
                    if (!stopping) pushErrors.incrementAndGet();
                    pushClosed.complete(null);
                    return null;
                }

                @Override
                public void onError(WebSocket socket, Throwable error) {
                    pushesOpen.decrementAndGet();
                    if (!stopping) pushErrors.incrementAndGet();
                    pushClosed.completeExceptionally(error);
                }
            };
            try {
                pushSocket = pushClient
                        .newWebSocketBuilder()
                        .header("Cookie", cookies)
                        .buildAsync(uri, listener)
                        .get(20, TimeUnit.SECONDS);
                pushesOpen.incrementAndGet();
            } catch (ExecutionException | TimeoutException e) {
                throw new IOException("push channel: " + e, e);
            }
        }

        /** Acts at the crowd's pace until it stops; each action is due at a fixed time, whatever the last one took. */
        void play() {
            long nextHeartbeat = System.nanoTime() + random.nextLong(HEARTBEAT.toNanos());
            // Until the crowd is given a pace, the tab only keeps in touch.
            while (periodNanos == 0 && !stopping) {
                LockSupport.parkNanos(Math.min(nextHeartbeat - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(100)));
                if (System.nanoTime() >= nextHeartbeat) {
                    heartbeat();
                    nextHeartbeat += HEARTBEAT.toNanos();
                }
            }
            long due = System.nanoTime() + (long) (random.nextDouble() * periodNanos);
            int step = 0;
            while (!stopping) {
                LockSupport.parkNanos(due - System.nanoTime());
                if (stopping) return;
                Action action = Action.values()[step++ % Action.values().length];
                boolean counted = recording;
                if (counted) late.add(System.nanoTime() - due);
                String failure = act(action);
                long took = System.nanoTime() - due;
                if (counted) {
                    times.get(action).add(took);
                    if (failure != null) {
                        errors.get(action).incrementAndGet();
                        note(action + ": " + failure);
                    }
                }
                if (System.nanoTime() >= nextHeartbeat) {
                    String error = heartbeat();
                    if (error != null && recording) {
                        heartbeatErrors.incrementAndGet();
                        note("heartbeat: " + error);
                    }
                    nextHeartbeat += HEARTBEAT.toNanos();
                }
                due += periodNanos;
                // A server that fell behind by more than a period is not sent a burst to catch up: a person waits.
                if (due < System.nanoTime() - periodNanos) due = System.nanoTime();
            }
        }

        /** Does the action and checks the answer; null if it is right, else what was wrong. */
        private String act(Action action) {
            try {
                ObjectNode event = switch (action) {
                    case SELECT -> {
                        cell = random.nextInt(size * size);
                        yield null;
                    }
                    case DIGIT -> input("place", cell, digit = 1 + random.nextInt(Math.min(size, 9)));
                    case UNDO -> input("undo", cell, 0);
                    case NOTES_ON, NOTES_OFF -> {
                        notesMode = action == Action.NOTES_ON;
                        yield null;
                    }
                    case NOTE ->
                        input(notesMode ? "note" : "place", cell, digit = 1 + random.nextInt(Math.min(size, 9)));
                };
                if (event == null) return null;
                int sent = moves;
                int notesBefore = notes[cell];
                JsonNode answer = post(event);
                Optional<JsonNode> paint = paintOf(answer);
                paint.ifPresent(this::remember);
                return switch (action) {
                    case DIGIT ->
                        changeOf(paint, cell).filter(c -> c[0] == digit).isPresent()
                                ? null
                                : "the digit was not painted";
                    case UNDO ->
                        changeOf(paint, cell).filter(c -> c[0] == 0).isPresent()
                                ? null
                                : "the undone digit was not cleared";
                    case SELECT, NOTES_ON, NOTES_OFF -> null; // sent nothing
                    case NOTE ->
                        changeOf(paint, cell)
                                        .filter(c -> c[1] == (notesBefore ^ 1 << digit))
                                        .isPresent()
                                ? null
                                : "note " + digit + " was not painted (notes before "
                                        + Integer.toBinaryString(notesBefore) + ", painted "
                                        + changeOf(paint, cell)
                                                .map(c -> c[0] + "/" + Integer.toBinaryString(c[1]))
                                                .orElse("nothing")
                                        + ")";
                };
            } catch (IOException | RuntimeException e) {
                return e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }

        /**
         * A move as board.js sends it: the grid's move event, its detail the move's short text (the grid's
         * number, epoch, the next move id, op, cell, digit: game.ui.MoveEvent). A build before the short text
         * (-Dload.jar of an older one: its grid has no number) is sent the game, the page and the rest in seven
         * fields, as its board.js did.
         */
        private ObjectNode input(String op, int at, int number) {
            ObjectNode event = rpc("calcoolation-move", board);
            if (build >= 0) {
                event.putObject("data")
                        .put(
                                "event.detail",
                                build + "." + epoch + "." + ++moves + OPS.get(op) + at
                                        + (number == 0 ? "" : ":" + number));
                return event;
            }
            event.putObject("data")
                    .put("event.detail.game", game)
                    .put("event.detail.page", pageId)
                    .put("event.detail.epoch", epoch)
                    .put("event.detail.id", ++moves)
                    .put("event.detail.op", op)
                    .put("event.detail.cell", at)
                    .put("event.detail.digit", number);
            return event;
        }

        /** Vaadin's unload beacon, then the seat's (its {@code data-seat}, token and all), as page.js sends them; whether each was answered 2xx in time. */
        List<Boolean> beacons(Duration wait) {
            ObjectNode unload = JsonNodeFactory.instance.objectNode();
            unload.put("csrfToken", csrf).put("syncId", syncId).put("clientId", clientId);
            unload.putArray("rpc");
            unload.put("UNLOAD", true);
            Wire beacon = wires.open();
            try {
                return List.of(
                        answered(
                                beacon,
                                "/?v-r=uidl&v-uiId=" + uiId,
                                "application/json; charset=UTF-8",
                                unload.toString()),
                        answered(beacon, "/play/left", "text/plain;charset=UTF-8", seat));
            } finally {
                beacon.close();
            }
        }

        private boolean answered(Wire beacon, String path, String type, String body) {
            try {
                int status = beacon.exchange(path, cookies, type, body).status();
                if (status / 100 != 2) note("beacon " + path + ": status " + status);
                return status / 100 == 2;
            } catch (IOException e) {
                note("beacon " + path + ": " + e);
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        /** Sends the push channel's close; whether the server's close came back within {@code wait}. */
        boolean closePush(Duration wait) {
            if (pushSocket == null) return false;
            try {
                pushSocket.sendClose(WebSocket.NORMAL_CLOSURE, "");
                pushClosed.get(wait.toMillis(), TimeUnit.MILLISECONDS);
                return true;
            } catch (ExecutionException | TimeoutException e) {
                note("push close: " + e.getClass().getSimpleName());
                pushSocket.abort();
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        /** Vaadin's heartbeat; null if it was answered 200, else what went wrong. */
        private String heartbeat() {
            try {
                Wire.Answer answer = send("/?v-r=heartbeat&v-uiId=" + uiId, "");
                return answer.status() == 200 ? null : "status " + answer.status();
            } catch (IOException e) {
                return e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }

        private ObjectNode rpc(String event, int node) {
            ObjectNode rpc = JsonNodeFactory.instance.objectNode();
            rpc.put("type", "event").put("node", node).put("event", event);
            return rpc;
        }

        /** Sends one event in a UIDL request and returns the answer, checked for the protocol's sake. */
        private JsonNode post(ObjectNode event) throws IOException, InterruptedException {
            ObjectNode request = JsonNodeFactory.instance.objectNode();
            request.put("csrfToken", csrf);
            request.putArray("rpc").add(event);
            request.put("syncId", syncId).put("clientId", clientId);
            long sent = System.nanoTime();
            // Until its socket is open (the page's first messages), a tab posts, as Vaadin's client does.
            Wire.Answer response = messagesOverPush && pushSocket != null
                    ? overPush(request.toString())
                    : send("/?v-r=uidl&v-uiId=" + uiId, request.toString());
            if (recording) {
                trips.add(System.nanoTime() - sent);
                movesSent.incrementAndGet();
                moveBytesSent.addAndGet(response.bytesSent());
                moveBytesRead.addAndGet(response.bytesRead());
                if (sample.isEmpty()) {
                    long sentBody = request.toString().getBytes(StandardCharsets.UTF_8).length,
                            readBody = response.body().getBytes(StandardCharsets.UTF_8).length;
                    sample = String.format(
                            "request %d bytes (head %d, body %d) answer %d bytes (head %d, body %d): request %s answer %s",
                            response.bytesSent(),
                            response.bytesSent() - sentBody,
                            sentBody,
                            response.bytesRead(),
                            response.bytesRead() - readBody,
                            readBody,
                            request,
                            response.body());
                }
            }
            if (response.status() != 200) throw new IOException("status " + response.status());
            String body = response.body();
            if (body.startsWith("for(;;);")) body = body.substring(8);
            JsonNode answer = JSON.readTree(body);
            if (answer.isArray()) answer = answer.get(0);
            if (answer.has("meta")
                    && (answer.get("meta").has("appError") || answer.get("meta").has("sessionExpired")))
                throw new IOException("Vaadin said " + answer.get("meta"));
            int nextSync = answer.path("syncId").asInt(-1);
            if (nextSync != syncId + 1) throw new IOException("sync id " + nextSync + " after " + syncId);
            syncId = nextSync;
            clientId = answer.path("clientId").asInt(clientId + 1);
            return answer;
        }

        /**
         * A message over the push socket, in Atmosphere's framing ({@code length|message}, as Vaadin's
         * client sends it), and the first message the server sends back that answers it (the next sync
         * id). Bytes are counted as on the wire: the frames' heads (2 to 4 bytes, and the client's 4-byte
         * mask) and their text, no HTTP head.
         */
        private Wire.Answer overPush(String message) throws IOException, InterruptedException {
            if (pushSocket == null) throw new IOException("no push socket");
            String framed = message.length() + "|" + message;
            try {
                pushSocket.sendText(framed, true).get(20, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                throw new IOException("push send: " + e, e);
            }
            if (recording) requests.incrementAndGet();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (true) {
                String text = pushed.poll(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (text == null) throw new IOException("no answer over push within 20 s");
                int bar = text.indexOf('|');
                String body = bar > 0 && text.substring(0, bar).chars().allMatch(Character::isDigit)
                        ? text.substring(bar + 1)
                        : text;
                String json = body.startsWith("for(;;);") ? body.substring(8) : body;
                if (json.isBlank() || !json.startsWith("{") && !json.startsWith("[")) continue;
                JsonNode answer = JSON.readTree(json);
                if (answer.isArray()) answer = answer.get(0);
                if (answer.path("syncId").asInt(-1) <= syncId) continue; // an older push, already past
                int sentBytes = framed.getBytes(StandardCharsets.UTF_8).length,
                        readBytes = text.getBytes(StandardCharsets.UTF_8).length;
                return new Wire.Answer(
                        200,
                        List.of(),
                        body,
                        sentBytes + (sentBytes > 125 ? 4 : 2) + 4,
                        readBytes + (readBytes > 125 ? 4 : 2));
            }
        }

        /** A GET when {@code body} is null, else a POST of JSON; keeps the cookies the server sets. */
        private Wire.Answer send(String pathAndQuery, String body) throws IOException, InterruptedException {
            Wire.Answer response = wire.exchange(pathAndQuery, cookies, "application/json; charset=UTF-8", body);
            if (recording) requests.incrementAndGet();
            List<String> set = response.setCookies();
            if (!set.isEmpty()) {
                Map<String, String> jar = new LinkedHashMap<>();
                for (String pair : cookies.split("; "))
                    if (pair.contains("=")) jar.put(pair.substring(0, pair.indexOf('=')), pair);
                for (String header : set) {
                    String pair = header.split(";", 2)[0];
                    jar.put(pair.substring(0, pair.indexOf('=')), pair);
                }
                cookies = String.join("; ", jar.values());
            }
            return response;
        }

        /**
         * The painter's call in an answer: its arguments [selection, changes, receipts (the last move taken by
         * page)]. The grid's own function ({@code $0.calcoolationPaint($1, ...)}, the element first), or in a
         * build before it a script ({@code calcoolationBoard.paint(this, $0, ...)}, the element last).
         */
        private Optional<JsonNode> paintOf(JsonNode answer) {
            for (JsonNode call : answer.path("execute")) {
                String script = call.get(call.size() - 1).asString("");
                int first = script.contains("$0.calcoolationPaint(")
                        ? 1
                        : script.contains("calcoolationBoard.paint") ? 0 : -1;
                if (first >= 0) {
                    ArrayNode args = JsonNodeFactory.instance.arrayNode();
                    args.add(call.get(first)).add(call.get(first + 1)).add(call.get(first + 2));
                    return Optional.of(args);
                }
            }
            return Optional.empty();
        }

        private void remember(JsonNode paint) {
            JsonNode changes = paint.get(1);
            for (int i = 0; i + stride - 1 < changes.size(); i += stride)
                notes[changes.get(i).asInt()] = changes.get(i + 2).asInt();
        }

        /** What the paint says of a cell: {digit, notes}, if it changed. */
        private Optional<int[]> changeOf(Optional<JsonNode> paint, int at) {
            if (paint.isEmpty()) return Optional.empty();
            JsonNode changes = paint.get().get(1);
            for (int i = 0; i + stride - 1 < changes.size(); i += stride) {
                if (changes.get(i).asInt() == at)
                    return Optional.of(new int[] {
                        changes.get(i + 1).asInt(), changes.get(i + 2).asInt()
                    });
            }
            return Optional.empty();
        }
    }
}
