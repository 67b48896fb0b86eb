package com.ekino.neo4j.traversal;

import org.codehaus.jackson.map.ObjectMapper;

import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.io.IOException;
import java.util.Collections;

/** JSON answers, written with the Jackson 1 that Neo4j 2.2 to 3.0 servers ship. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static Response ok(Object body) {
        return answer(200, body);
    }

    static Response error(int status, String message) {
        return answer(status, Collections.singletonMap("error", message));
    }

    private static Response answer(int status, Object body) {
        try {
            return Response.status(status).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(MAPPER.writeValueAsString(body)).build();
        } catch (IOException cannotHappenForMapsOfPlainValues) {
            throw new IllegalStateException(cannotHappenForMapsOfPlainValues);
        }
    }
}
