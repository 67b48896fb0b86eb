package traversalperfs.measure

import traversalperfs.settings.{ParameterCatalog => P, Parameters, UserError}

/**
 * This injector's share of the load when several run the same simulation at once (Gatling Enterprise's injectors, or
 * several JVMs here): `injector.count` injectors, this one `injector.index` (0 to count - 1). It feeds every `count`-th
 * recorded row from its index (so the injectors never replay the same rows in lockstep) and offers its part of `users`
 * or `rate`; together they offer the configured load. A capacity search stays on one injector: its levels are decided
 * from one injector's figures.
 */
final case class InjectorShare(index: Int, count: Int) {
  def alone: Boolean = count == 1

  def rows[A](all: IndexedSeq[A]): IndexedSeq[A] = all.indices.collect { case i if i % count == index => all(i) }

  def users(total: Int): Int = total / count + (if (index < total % count) 1 else 0)

  def rate(total: Double): Double = total / count

  def describe: String = s"injector ${index + 1} of $count (injector.index $index)"
}

object InjectorShare {
  val Alone: InjectorShare = InjectorShare(0, 1)

  def load(parameters: Parameters, users: Int, load: LoadModel): InjectorShare = {
    val count = parameters(P.InjectorCount)
    val index = parameters(P.InjectorIndex)
    if (index >= count) UserError(s"injector.index must be 0 to ${count - 1} (injector.count $count); got $index")
    if (count > 1 && load.slo.isDefined) UserError("a capacity search (slo) runs on one injector: drop injector.count")
    if (count > 1 && load.logSpeed.isDefined)
      UserError("rate=log replays a query log's arrivals on one injector: drop injector.count")
    if (count > 1 && !load.isOpen && users < count)
      UserError(s"users ($users) must be at least injector.count ($count): each injector needs a user")
    InjectorShare(index, count)
  }
}
