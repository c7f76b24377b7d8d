package io.partitura.runtime.description;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The Queries one page of a {@code Listing} sends, shown without sending them: one for a listing of
 * one partition, one per shard (not yet exhausted) for a sharded one. Every Query of a listing has
 * the same expressions; they differ in the partition key value (and where each shard resumes).
 *
 * @param queries the Queries, in shard order
 */
public record ListingDescription(List<RequestDescription> queries) {
  public ListingDescription {
    queries = List.copyOf(queries);
  }

  /** The first Query (the only one, unless sharded). */
  public RequestDescription first() {
    return queries.get(0);
  }

  /** The first Query's parameters, rendered as text: the expressions every Query of the page shares. */
  public Map<String, String> fields() {
    return first().fields();
  }

  /** A parameter of the first Query, or {@code null} when it does not set it. */
  public String field(String name) {
    return first().field(name);
  }

  /** Always {@code Query}. */
  public String kind() {
    return first().kind();
  }

  /** The first Query's SDK request, ready to send or to copy. */
  public Object sdkRequest() {
    return first().sdkRequest();
  }

  /** The Queries as the console shows them, one after another. */
  @Override
  public String toString() {
    return queries.stream().map(RequestDescription::toString).collect(Collectors.joining("\n"));
  }
}
