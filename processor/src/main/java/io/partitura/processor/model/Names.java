package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import io.partitura.annotations.Attribute;
import io.partitura.annotations.ChildOf;
import io.partitura.annotations.Counter;
import io.partitura.annotations.Convert;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.GlobalIndex;
import io.partitura.annotations.Key;
import io.partitura.annotations.LocalIndex;
import io.partitura.annotations.ManyToMany;
import io.partitura.annotations.Parent;
import io.partitura.annotations.Table;
import io.partitura.annotations.Unique;
import io.partitura.annotations.Version;

/**
 * Names of our annotations and of the runtime and SDK types generated code uses. The annotations are
 * named from their classes (partitura-annotations, shared with the runtime), their values still read
 * through mirrors; the processor needs neither the runtime nor the SDK on its path. Names of
 * generated methods are {@link Naming}'s.
 */
public final class Names {
  public static final String ANNOTATIONS = Table.class.getPackageName();
  public static final String TABLE = Table.class.getCanonicalName();
  public static final String PARENT = Parent.class.getCanonicalName();
  public static final String CHILD_OF = ChildOf.class.getCanonicalName();
  public static final String MANY_TO_MANY = ManyToMany.class.getCanonicalName();
  public static final String KEY = Key.class.getCanonicalName();
  public static final String LOCAL_INDEX = LocalIndex.class.getCanonicalName();
  public static final String LOCAL_INDEXES = LocalIndex.List.class.getCanonicalName();
  public static final String GLOBAL_INDEX = GlobalIndex.class.getCanonicalName();
  public static final String GLOBAL_INDEXES = GlobalIndex.List.class.getCanonicalName();
  public static final String VERSION = Version.class.getCanonicalName();
  public static final String EXPIRES_AT = ExpiresAt.class.getCanonicalName();
  public static final String UNIQUE = Unique.class.getCanonicalName();
  public static final String COUNTER = Counter.class.getCanonicalName();
  public static final String ATTRIBUTE = Attribute.class.getCanonicalName();
  public static final String CONVERT = Convert.class.getCanonicalName();
  public static final String KEY_STYLE = io.partitura.annotations.KeyStyle.class.getCanonicalName();
  public static final String MARKER = io.partitura.annotations.Marker.class.getCanonicalName();
  public static final String MARKERS = io.partitura.annotations.Marker.List.class.getCanonicalName();

  private static final String RUNTIME = "io.partitura.runtime";
  public static final ClassName ITEM_CODEC = ClassName.get(RUNTIME + ".item", "ItemCodec");
  public static final ClassName ENTITY_CODEC = ClassName.get(RUNTIME + ".item", "EntityCodec");
  public static final ClassName TABLE_CLIENT = ClassName.get(RUNTIME + ".client", "TableClient");
  public static final ClassName LISTING = ClassName.get(RUNTIME + ".query", "Listing");
  public static final ClassName READ_CONSISTENCY = ClassName.get(RUNTIME + ".client", "ReadConsistency");
  public static final ClassName KEY_CONDITION = ClassName.get(RUNTIME + ".query", "KeyCondition");
  public static final ClassName KEY_RANGE = ClassName.get(RUNTIME + ".query", "KeyRange");
  public static final ClassName REQUEST_DESCRIPTION = ClassName.get(RUNTIME + ".description", "RequestDescription");
  public static final ClassName REQUEST_LISTENER = ClassName.get(RUNTIME + ".client", "RequestListener");
  public static final ClassName CODEC_TABLE_SCHEMA = ClassName.get(RUNTIME + ".item", "CodecTableSchema");
  public static final ClassName KEY_CODEC = ClassName.get(RUNTIME + ".keys", "KeyCodec");
  public static final ClassName KEY_ENCODERS = ClassName.get(RUNTIME + ".keys", "KeyEncoders");
  public static final ClassName KEY_TEMPLATE = ClassName.get(RUNTIME + ".keys", "KeyTemplate");
  public static final ClassName SORT_KEY_BOUNDS = ClassName.get(RUNTIME + ".keys", "SortKeyBounds");
  public static final ClassName PRIMARY_KEYS = ClassName.get(RUNTIME + ".keys", "PrimaryKeys");
  public static final ClassName UPDATE = ClassName.get(RUNTIME + ".write", "Update");
  public static final ClassName ENTITY_UPDATE = ClassName.get(RUNTIME + ".write", "EntityUpdate");
  public static final ClassName RECORDS_BY_TYPE = ClassName.get(RUNTIME + ".item", "RecordsByType");
  public static final ClassName RESULT_BY_TYPE = ClassName.get(RUNTIME + ".item", "ResultByType");
  public static final ClassName PARENT_WITH_CHILDREN = ClassName.get(RUNTIME + ".item", "ParentWithChildren");
  public static final ClassName LOADED_COLLECTION = ClassName.get(RUNTIME + ".repository", "LoadedCollection");
  public static final ClassName TYPED_BATCH_GET = ClassName.get(RUNTIME + ".batch", "TypedBatchGet");
  public static final ClassName CONDITION = ClassName.get(RUNTIME + ".condition", "Condition");
  public static final ClassName ENTITY_CONDITIONS = ClassName.get(RUNTIME + ".condition", "EntityConditions");
  public static final ClassName ATTRIBUTE_CONDITION = ClassName.get(RUNTIME + ".condition", "AttributeCondition");
  public static final ClassName VALUE_CONDITION = ClassName.get(RUNTIME + ".condition", "ValueCondition");
  public static final ClassName ORDERED_CONDITION = ClassName.get(RUNTIME + ".condition", "OrderedCondition");
  public static final ClassName STRING_CONDITION = ClassName.get(RUNTIME + ".condition", "StringCondition");
  public static final ClassName UNIQUE_VALUES = ClassName.get(RUNTIME + ".unique", "UniqueValues");
  public static final ClassName SHARDS = ClassName.get(RUNTIME + ".keys", "Shards");
  public static final ClassName INDEX_SORT_KEYS = ClassName.get(RUNTIME + ".keys", "IndexSortKeys");
  public static final ClassName ITEMS = ClassName.get(RUNTIME + ".item", "Items");
  public static final ClassName ENCODERS = ClassName.get(RUNTIME + ".item", "Encoders");
  public static final ClassName DECODERS = ClassName.get(RUNTIME + ".item", "Decoders");
  public static final ClassName COLLECTION_DELETE = ClassName.get(RUNTIME + ".batch", "CollectionDelete");
  public static final ClassName COLLECTION_DELETE_RESULT = ClassName.get(RUNTIME + ".batch", "CollectionDeleteResult");
  public static final ClassName WRITE_TRANSACTION = ClassName.get(RUNTIME + ".transaction", "WriteTransaction");
  public static final ClassName READ_TRANSACTION = ClassName.get(RUNTIME + ".transaction", "ReadTransaction");
  public static final ClassName TABLE_TRANSACTION = ClassName.get(RUNTIME + ".table", "TableTransaction");
  public static final ClassName TABLE_TRANSACT_GET = ClassName.get(RUNTIME + ".table", "TableTransactGet");
  public static final ClassName ABSTRACT_TABLE = ClassName.get(RUNTIME + ".table", "AbstractTable");
  public static final ClassName TABLE_BUILDER = ClassName.get(RUNTIME + ".table", "TableBuilder");
  public static final ClassName TABLE_DEFINITION = ClassName.get(RUNTIME + ".schema", "TableDefinition");
  public static final ClassName TABLE_ADMIN = ClassName.get(RUNTIME + ".table", "TableAdmin");
  public static final ClassName BACKFILL = ClassName.get(RUNTIME + ".backfill", "Backfill");
  public static final ClassName BACKFILL_ENTITY = ClassName.get(RUNTIME + ".backfill", "BackfillEntity");
  public static final ClassName CREATE_UNDER = ClassName.get(RUNTIME + ".transaction", "CreateUnder");
  public static final ClassName INVALID_KEY_EXCEPTION = ClassName.get(RUNTIME + ".exceptions", "InvalidKeyException");
  public static final ClassName ITEM_MAPPING_EXCEPTION = ClassName.get(RUNTIME + ".exceptions", "ItemMappingException");
  public static final ClassName INVALID_CONFIGURATION_EXCEPTION =
      ClassName.get(RUNTIME + ".exceptions", "InvalidConfigurationException");
  public static final ClassName CHANGE = ClassName.get(RUNTIME + ".stream", "Change");
  public static final ClassName CHANGE_RECORD = ClassName.get(RUNTIME + ".stream", "ChangeRecord");
  public static final ClassName CHANGE_DECODER = ClassName.get(RUNTIME + ".stream", "ChangeDecoder");
  public static final ClassName UNRECOGNISED_ITEM = ClassName.get(RUNTIME + ".stream", "UnrecognisedItem");
  public static final ClassName BATCH_GETTER = ClassName.get(RUNTIME + ".batch", "BatchGetter");
  public static final ClassName RETRY_POLICY = ClassName.get(RUNTIME + ".batch", "RetryPolicy");
  public static final ClassName UNVERSIONED_REPOSITORY = ClassName.get(RUNTIME + ".repository", "UnversionedRepository");
  public static final ClassName VERSIONED_REPOSITORY = ClassName.get(RUNTIME + ".repository", "VersionedRepository");
  public static final ClassName VERSIONING = ClassName.get(RUNTIME + ".repository", "Versioning");

  private static final String DYNAMODB_MODEL = "software.amazon.awssdk.services.dynamodb.model";
  public static final ClassName ATTRIBUTE_VALUE = ClassName.get(DYNAMODB_MODEL, "AttributeValue");
  public static final ClassName DYNAMO_DB_CLIENT = ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbClient");
  public static final ClassName CREATE_TABLE_REQUEST = ClassName.get(DYNAMODB_MODEL, "CreateTableRequest");
  public static final ClassName PROJECTION_TYPE = ClassName.get(DYNAMODB_MODEL, "ProjectionType");
  public static final ClassName TABLE_SCHEMA = ClassName.get("software.amazon.awssdk.enhanced.dynamodb", "TableSchema");

  private Names() {}
}
