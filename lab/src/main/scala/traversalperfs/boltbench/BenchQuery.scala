package traversalperfs.boltbench

import java.util.concurrent.ThreadLocalRandom

/** A query the benchmark times, the same for Gatling and the bare loop: its text, a fresh parameter row, its answer. */
final case class BenchQuery(name: String, text: String, params: () => java.util.Map[String, AnyRef],
                            rows: Int)

object BenchQuery {
  /** The people the lookup finds (`:BenchPerson {id}` with an index), written once by the benchmark. */
  val People = 10000

  val Return1: BenchQuery = BenchQuery("return1", "RETURN 1 AS one", () => java.util.Map.of(), rows = 1)

  val Lookup: BenchQuery = BenchQuery("lookup", "MATCH (p:BenchPerson {id: $id}) RETURN p.name AS name",
    () => java.util.Map.of("id", Long.box(ThreadLocalRandom.current().nextLong(People))), rows = 1)

  val All: Seq[BenchQuery] = Seq(Return1, Lookup)

  def named(name: String): Seq[BenchQuery] = if (name == "all") All else All.filter(_.name == name)
}
