package traversalperfs.workloads.permissions

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import io.gatling.http.request.builder.HttpRequestBuilder

/** The permission check as both simulations send it: the article's text body, for the session's row. */
object PermissionsRequests {
  def check(name: String): HttpRequestBuilder =
    http(name)
      .post("/permissions/check")
      .header("Content-Type", "text/plain")
      .body(StringBody("#{userid},#{documentids}"))
}
