package traversalperfs.replay

import traversalperfs.targets.Target
import io.gatling.core.Predef._
import io.gatling.http.Predef._
import io.gatling.http.protocol.HttpProtocolBuilder

/** Gatling's HTTP protocol to the run's target, with its credentials (a given target's only), for every workload. */
object TargetProtocol {
  def apply(target: Target): HttpProtocolBuilder = {
    val base = http.baseUrl(target.baseUrl).acceptHeader("application/json").shareConnections
    target.credentials.fold(base)(c => base.basicAuth(c.user, c.password))
  }
}
