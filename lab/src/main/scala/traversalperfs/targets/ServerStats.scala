package traversalperfs.targets

import org.json4s.JValue

/**
 * What `GET /traversal-perfs/stats` says: the server's heap in use, the cache clears served since it started, the
 * entries of all application caches together, and the whole answer.
 */
final case class ServerStats(heapUsedBytes: Long, cacheClears: Long, cacheEntries: Long, json: JValue)
