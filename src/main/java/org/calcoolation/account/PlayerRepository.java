package org.calcoolation.account;

import java.util.Optional;

import org.springframework.data.jpa.repository.JpaRepository;

interface PlayerRepository extends JpaRepository<Player, Long> {

    Optional<Player> findByUsernameKey(String usernameKey);

    boolean existsByUsernameKey(String usernameKey);
}
