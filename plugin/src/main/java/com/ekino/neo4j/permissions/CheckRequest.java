package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ApiException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A permission check's body: the article's text form {@code userId,docId docId ...} (ids separated by spaces), or
 * JSON {@code {"userId": "...", "documentIds": ["...", ...]}}. A document id given twice is checked once.
 */
final class CheckRequest {
    static final int MAX_DOCUMENTS = 10_000;
    private static final String FORMS =
            "expected 'userId,docId docId ...' or {\"userId\": \"...\", \"documentIds\": [\"...\"]}";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    final String userId;
    final List<String> documentIds;

    private CheckRequest(String userId, Set<String> documentIds) {
        this.userId = userId;
        this.documentIds = new ArrayList<>(documentIds);
    }

    static CheckRequest parse(String body) {
        String text = body == null ? "" : body.trim();
        if (text.isEmpty()) {
            throw new ApiException(400, "empty body: " + FORMS);
        }
        return text.startsWith("{") ? json(text) : plain(text);
    }

    private static CheckRequest plain(String text) {
        int comma = text.indexOf(',');
        if (comma < 0) {
            throw new ApiException(400, "malformed body (no comma after the user id): " + FORMS);
        }
        String user = text.substring(0, comma).trim();
        Set<String> documents = new LinkedHashSet<>();
        for (String id : text.substring(comma + 1).trim().split("\\s+")) {
            if (!id.isEmpty()) {
                documents.add(id);
            }
        }
        return valid(user, documents);
    }

    private static CheckRequest json(String text) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (IOException malformed) {
            throw new ApiException(400, "malformed JSON body: " + FORMS);
        }
        JsonNode user = root.get("userId");
        JsonNode ids = root.get("documentIds");
        if (user == null || !user.isTextual() || ids == null || !ids.isArray()) {
            throw new ApiException(
                    400, "malformed JSON body (userId must be a string, documentIds an array): " + FORMS);
        }
        Set<String> documents = new LinkedHashSet<>();
        for (JsonNode id : ids) {
            if (!id.isTextual() || id.asText().trim().isEmpty()) {
                throw new ApiException(400, "documentIds must hold non-empty strings; got " + id);
            }
            documents.add(id.asText().trim());
        }
        return valid(user.asText().trim(), documents);
    }

    private static CheckRequest valid(String user, Set<String> documents) {
        if (user.isEmpty()) {
            throw new ApiException(400, "no user id: " + FORMS);
        }
        if (documents.isEmpty()) {
            throw new ApiException(400, "no document ids to check: " + FORMS);
        }
        if (documents.size() > MAX_DOCUMENTS) {
            throw new ApiException(
                    413, String.format("at most %,d document ids per check; got %,d", MAX_DOCUMENTS, documents.size()));
        }
        return new CheckRequest(user, documents);
    }
}
