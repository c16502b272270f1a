package org.calcoolation.learn;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.engine.solve.Technique;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** This feature's SQL, and the only code that runs it. */
@Component
class LearnTables {

    /** What a learn game is for: a technique to practise, or a stop of the path. */
    sealed interface Aim {
        record Practise(Technique technique) implements Aim {}

        record PathStop(int number) implements Aim {}
    }

    private final JdbcTemplate jdbc;

    LearnTables(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    void started(UUID game, String player, Aim aim, Instant at) {
        jdbc.update(
                "insert into learn_game (game_id, player_key, technique, path_stop, started_at) values (?, ?, ?, ?, ?)",
                game,
                player,
                aim instanceof Aim.Practise p ? p.technique().name() : null,
                aim instanceof Aim.PathStop s ? s.number() : null,
                utc(at));
    }

    /** The aim of a learn game of this player; empty for any other game. */
    Optional<Aim> aim(UUID game, String player) {
        return jdbc
                .query(
                        "select technique, path_stop from learn_game where game_id = ? and player_key = ?",
                        (rs, i) -> {
                            String technique = rs.getString(1);
                            return technique != null
                                    ? (Aim) new Aim.Practise(Technique.valueOf(technique))
                                    : new Aim.PathStop(rs.getInt(2));
                        },
                        game,
                        player)
                .stream()
                .findFirst();
    }

    Map<Technique, LearnService.Standing> standings(String player) {
        Map<Technique, LearnService.Standing> all = new EnumMap<>(Technique.class);
        jdbc.query(
                "select technique, streak, learnt_at from learn_progress where player_key = ?",
                rs -> {
                    all.put(
                            Technique.valueOf(rs.getString(1)),
                            new LearnService.Standing(rs.getInt(2), rs.getObject(3) != null));
                },
                player);
        return all;
    }

    /** A clean solve adds one to the streak (three mark the technique learnt); anything else sets it back to 0. */
    void practised(String player, Technique technique, boolean clean, Instant at) {
        int changed = clean
                ? jdbc.update("""
                        update learn_progress set streak = streak + 1,
                            learnt_at = case when learnt_at is null and streak + 1 >= ? then ? else learnt_at end
                        where player_key = ? and technique = ?""", LearnService.IN_A_ROW, utc(at), player, technique.name())
                : jdbc.update(
                        "update learn_progress set streak = 0 where player_key = ? and technique = ?",
                        player,
                        technique.name());
        if (changed == 0)
            jdbc.update(
                    "insert into learn_progress (player_key, technique, streak, learnt_at) values (?, ?, ?, ?)",
                    player,
                    technique.name(),
                    clean ? 1 : 0,
                    clean && LearnService.IN_A_ROW <= 1 ? utc(at) : null);
    }

    int pathSolved(String player) {
        return jdbc
                .query("select solved from learn_path where player_key = ?", (rs, i) -> rs.getInt(1), player)
                .stream()
                .findFirst()
                .orElse(0);
    }

    /** Stop {@code number} solved: the path moves on if it was the next one. */
    void pathStopSolved(String player, int number, Instant at) {
        int solved = pathSolved(player);
        if (number != solved + 1) return;
        int changed = jdbc.update(
                "update learn_path set solved = ?, changed_at = ? where player_key = ? and solved = ?",
                number,
                utc(at),
                player,
                solved);
        if (changed == 0 && solved == 0)
            jdbc.update(
                    "insert into learn_path (player_key, solved, changed_at) values (?, ?, ?)",
                    player,
                    number,
                    utc(at));
    }

    /**
     * A guest's progress becomes the account's: their learn games (so a game finished later still
     * counts), each technique the account has no row for, a technique learnt by either, and the
     * further of the two paths. Where both have a technique, the account's streak stays: two runs
     * of solves cannot be joined into one.
     */
    void moved(String guest, String account, Instant at) {
        jdbc.update("update learn_game set player_key = ? where player_key = ?", account, guest);
        jdbc.update("""
                update learn_progress set learnt_at = coalesce(learnt_at, (select g.learnt_at from learn_progress g
                    where g.player_key = ? and g.technique = learn_progress.technique))
                where player_key = ?""", guest, account);
        jdbc.update("""
                update learn_progress set player_key = ? where player_key = ? and not exists
                    (select 1 from learn_progress p where p.player_key = ? and p.technique = learn_progress.technique)""", account, guest, account);
        jdbc.update("delete from learn_progress where player_key = ?", guest);
        int further = Math.max(pathSolved(guest), pathSolved(account));
        jdbc.update("delete from learn_path where player_key = ?", guest);
        if (further == 0) return;
        if (jdbc.update(
                        "update learn_path set solved = ?, changed_at = ? where player_key = ?",
                        further,
                        utc(at),
                        account)
                == 0)
            jdbc.update(
                    "insert into learn_path (player_key, solved, changed_at) values (?, ?, ?)",
                    account,
                    further,
                    utc(at));
    }

    void forget(String player) {
        jdbc.update("delete from learn_game where player_key = ?", player);
        jdbc.update("delete from learn_progress where player_key = ?", player);
        jdbc.update("delete from learn_path where player_key = ?", player);
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }
}
