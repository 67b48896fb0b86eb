package com.ekino.neo4j.shared;

import javax.ws.rs.WebApplicationException;
import javax.ws.rs.core.Response;
import javax.ws.rs.ext.ExceptionMapper;

/**
 * Every failure of the extension answers {"error": ...}; stack traces go to the server log only. Each mounted
 * package (traversal, permissions) registers its own subclasses: Jersey finds providers in the mounted package only.
 */
public class ErrorMappers {
    protected ErrorMappers() {}

    public static class Refused implements ExceptionMapper<ApiException> {
        @Override
        public Response toResponse(ApiException refused) {
            return Json.error(refused.status(), refused.getMessage());
        }
    }

    /** Jersey's own answers (unknown path 404, wrong method 405, ...), with a JSON body. */
    public static class Http implements ExceptionMapper<WebApplicationException> {
        @Override
        public Response toResponse(WebApplicationException failure) {
            int status = failure.getResponse().getStatus();
            String reason = status == 405
                    ? "method not allowed here: see README for each endpoint's methods"
                    : status == 404 ? "no such endpoint here: see README for the endpoints" : "HTTP " + status;
            return Json.error(status, reason);
        }
    }

    public static class Unexpected implements ExceptionMapper<RuntimeException> {
        @Override
        public Response toResponse(RuntimeException failure) {
            if (failure instanceof WebApplicationException) {
                return new Http().toResponse((WebApplicationException) failure);
            }
            ServerConsole.error("unexpected failure", failure);
            return Json.error(500, "internal error (" + failure.getClass().getSimpleName() + "), see the server log");
        }
    }
}
