package traversalperfs.workloads.permissions

import scala.util.Random

/**
 * The checks a record makes, drawn from a seeded generator as the article did (a random user, random documents), the
 * `i`-th one always the same for the same ids and seed: a record is reproducible whatever its concurrency.
 */
final class RecordPlan(users: IndexedSeq[String], documents: IndexedSeq[String], maxDocuments: Int, seed: Long) {
  def check(i: Long): (String, Seq[String]) = {
    val random = new Random(seed * 1000003L + i)
    val user = users(random.nextInt(users.size))
    val wanted = math.min(documents.size, 1 + random.nextInt(maxDocuments))
    val chosen = scala.collection.mutable.LinkedHashSet[String]()
    while (chosen.size < wanted) chosen += documents(random.nextInt(documents.size))
    (user, chosen.toSeq)
  }

  /** Gatling feeder records: `index`, `userid`, `documentids` (space-separated). */
  def feeder: Iterator[Map[String, Any]] =
    Iterator.from(0).map { i =>
      val (user, docs) = check(i.toLong)
      Map("index" -> i, "userid" -> user, "documentids" -> docs.mkString(" "))
    }
}
