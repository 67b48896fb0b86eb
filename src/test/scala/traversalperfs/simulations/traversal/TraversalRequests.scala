package traversalperfs.simulations.traversal

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import io.gatling.http.protocol.HttpProtocolBuilder
import io.gatling.http.request.builder.HttpRequestBuilder
import traversalperfs.lab.{LabClient, LabSettings, LabTarget}

/** The HTTP pieces both simulations share: the protocol to the target and the traverse request of a feeder row. */
object TraversalRequests {
  def protocol(settings: LabSettings, target: LabTarget): HttpProtocolBuilder = {
    val base = http.baseUrl(target.baseUrl).acceptHeader("application/json").shareConnections
    // credentials go to the given target only; the embedded server runs without auth
    val credentials = for { _ <- settings.target; user <- settings.user } yield (user, settings.password.getOrElse(""))
    credentials.fold(base) { case (user, password) => base.basicAuth(user, password) }
  }

  /** `GET /traversal-perfs/traverse` for the session's start, order and cache with `strategy`, named `prefix` + `name`. */
  def traverse(prefix: String, strategy: String, name: String = "#{scope} #{order} cache=#{cache}"): HttpRequestBuilder =
    http(prefix + name)
      .get("/traversal-perfs/traverse")
      .queryParam("depthFirst", session => session("order").as[String] == "depth-first")
      .queryParam("cache", session => LabClient.cacheParameter(session("cache").as[String]))
      .queryParam("start", "#{start}")
      .queryParam("strategy", strategy)
}
