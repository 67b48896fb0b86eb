package traversalperfs.server

/**
 * What a version's store will take on disk before the lab makes it (`bytes`), and how that was read (`how`, in words);
 * a store the lab made already takes nothing more ([[StoreEstimate.Made]]).
 */
final case class StoreEstimate(bytes: Long, how: String) {
  /** With a fresh copy of the store for every start (a workload whose writes commit under load). */
  def copiedPerStart: StoreEstimate =
    if (bytes == 0) this else StoreEstimate(bytes * 2, s"$how, twice: a fresh copy for each start")
}

object StoreEstimate {
  val Made: StoreEstimate = StoreEstimate(0, "made already")

  /** Bytes in the unit a reader takes in: `850 KB`, `12.3 MB`, `1.4 GB`. */
  def size(bytes: Long): String =
    if (bytes < 1000L * 1000) f"${bytes / 1000.0}%.0f KB"
    else if (bytes < 1000L * 1000 * 1000) f"${bytes / 1e6}%.1f MB"
    else f"${bytes / 1e9}%.1f GB"
}
