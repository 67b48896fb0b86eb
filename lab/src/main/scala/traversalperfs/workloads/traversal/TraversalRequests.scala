package traversalperfs.workloads.traversal

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import io.gatling.http.request.builder.HttpRequestBuilder

/** The HTTP requests the traversal's simulations share: the caches' clear and the traverse request of a feeder row. */
object TraversalRequests {
  /**
   * `POST /traversal-perfs/cache/clear`, silent (outside the statistics, as the original's `run.sh --clear` was outside
   * its timings): Neo4j's object caches where the version has them, and the application caches.
   */
  val clearCaches: HttpRequestBuilder =
    http("cache clear").post("/traversal-perfs/cache/clear").check(status.is(200)).silent

  /**
   * `GET /traversal-perfs/traverse` for the session's start, order and cache with `strategy`, named `prefix` + `name`.
   */
  def traverse(prefix: String, strategy: String, name: String = "#{scope} #{order} cache=#{cache}")
      : HttpRequestBuilder =
    http(prefix + name)
      .get("/traversal-perfs/traverse")
      .queryParam("depthFirst", session => session("order").as[String] == "depth-first")
      .queryParam("cache", session => TraversalClient.cacheParameter(session("cache").as[String]))
      .queryParam("start", "#{start}")
      .queryParam("strategy", strategy)
}
