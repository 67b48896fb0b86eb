package com.ekino.neo4j.permissions;

import com.ekino.neo4j.shared.ErrorMappers;
import javax.ws.rs.ext.Provider;

/** The extension's JSON error answers under /permissions; Jersey finds providers in the mounted package only. */
final class PermissionsErrors {
    private PermissionsErrors() {}

    @Provider
    public static final class Refused extends ErrorMappers.Refused {}

    @Provider
    public static final class Http extends ErrorMappers.Http {}

    @Provider
    public static final class Unexpected extends ErrorMappers.Unexpected {}
}
