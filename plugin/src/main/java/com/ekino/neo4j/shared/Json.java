package com.ekino.neo4j.shared;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

/** JSON answers, written with the Jackson shaded into this jar (servers ship different ones, or none). */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    public static Response ok(Object body) {
        return answer(200, body);
    }

    public static Response error(int status, String message) {
        return answer(status, Collections.singletonMap("error", message));
    }

    /** The body as JSON text. */
    public static String text(Object body) {
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException cannotHappenForMapsOfPlainValues) {
            throw new IllegalStateException(cannotHappenForMapsOfPlainValues);
        }
    }

    private static Response answer(int status, Object body) {
        try {
            return Response.status(status)
                    .type(MediaType.APPLICATION_JSON_TYPE)
                    .entity(MAPPER.writeValueAsString(body))
                    .build();
        } catch (JsonProcessingException cannotHappenForMapsOfPlainValues) {
            throw new IllegalStateException(cannotHappenForMapsOfPlainValues);
        }
    }
}
