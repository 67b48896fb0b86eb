package com.ekino.neo4j.traversal.api;

import com.ekino.neo4j.shared.ErrorMappers;
import javax.ws.rs.ext.Provider;

/** The extension's JSON error answers under /traversal-perfs; Jersey finds providers in the mounted package only. */
final class TraversalErrors {
    private TraversalErrors() {}

    @Provider
    public static final class Refused extends ErrorMappers.Refused {}

    @Provider
    public static final class Http extends ErrorMappers.Http {}

    @Provider
    public static final class Unexpected extends ErrorMappers.Unexpected {}
}
