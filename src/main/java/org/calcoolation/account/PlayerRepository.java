package org.calcoolation.account;

import java.util.Collection;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface PlayerRepository extends JpaRepository<Player, Long> {

    Optional<Player> findByUsernameKey(String usernameKey);

    boolean existsByUsernameKey(String usernameKey);

    Optional<Player> findByEmailKey(String emailKey);

    /** Whether an account other than {@code except} (0 for none) has a name with one of these keys; by the index on the key. */
    @Query("select count(k) > 0 from Player p join p.nameKeys k where k in :keys and p.id <> :except")
    boolean existsNameLike(@Param("keys") Collection<String> keys, @Param("except") long except);
}
