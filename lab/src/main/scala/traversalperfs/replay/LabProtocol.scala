package traversalperfs.replay

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import io.gatling.http.protocol.HttpProtocolBuilder
import traversalperfs.lab.{LabSettings, LabTarget}

/** Gatling's HTTP protocol to the run's target, for every workload's simulations. */
object LabProtocol {
  def apply(settings: LabSettings, target: LabTarget): HttpProtocolBuilder = {
    val base = http.baseUrl(target.baseUrl).acceptHeader("application/json").shareConnections
    // credentials go to the given target only; the embedded server runs without auth
    val credentials = for { _ <- settings.target; user <- settings.user } yield (user, settings.password.getOrElse(""))
    credentials.fold(base) { case (user, password) => base.basicAuth(user, password) }
  }
}
