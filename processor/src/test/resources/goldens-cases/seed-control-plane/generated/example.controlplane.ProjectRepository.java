package example.controlplane;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Project} items of table {@code control-plane}. Obtain it from {@link ControlPlaneTable#projects()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository extends UnversionedRepository<Project, ProjectConditions> {
    /** Used by {@link ControlPlaneTable}; prefer {@code ControlPlaneTable.projects()}. */
    public ProjectRepository(TableClient table) {
        super(table, "projects", ProjectCodec.INSTANCE, ProjectConditions.INSTANCE, ProjectConditions::of);
    }

    /** A partial update of the stored Project: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ProjectUpdate update(String workspaceId, String projectId) {
        return new ProjectUpdate(updateAt(ProjectKeys.primaryKey(workspaceId, projectId)));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String workspaceId, String projectId) {
        return getAt(ProjectKeys.primaryKey(workspaceId, projectId), ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return getAt(ProjectKeys.primaryKey(workspaceId, projectId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return getRequestAt(ProjectKeys.primaryKey(workspaceId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId, String projectId) {
        return deleteAt(ProjectKeys.primaryKey(workspaceId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId) {
        return deleteRequestAt(ProjectKeys.primaryKey(workspaceId, projectId));
    }

    /**
     * Deletes the Project with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return deleteAt(ProjectKeys.primaryKey(workspaceId, projectId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return deleteRequestAt(ProjectKeys.primaryKey(workspaceId, projectId), when);
    }

    /**
     * The projects of one {@link Workspace}, in sort-key order: one Query per page, {@code begins_with(Detail, "PROJ#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Project, ProjectConditions> inWorkspace(String workspaceId) {
        return listing("inWorkspace",
                    onTable(ProjectKeys.partitionKey(workspaceId), ProjectKeys.SORT_KEY_PREFIX),
                    Set.of("workspaceId", "projectId"));
    }

    /**
     * Like {@link #inWorkspace}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code Detail} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inWorkspace(String workspaceId,
            KeyRange<String> projectId) {
        return listing("inWorkspace",
                    onTable(ProjectKeys.partitionKey(workspaceId), ProjectKeys.SORT_KEY_PREFIX).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)),
                    Set.of("workspaceId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Workspace} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Workspace; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        createUnderAt(required(project), WorkspaceKeys.primaryKey(project.workspaceId()), WorkspaceCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        return createUnderRequestAt(required(project), WorkspaceKeys.primaryKey(project.workspaceId()), WorkspaceCodec.INSTANCE);
    }
}
