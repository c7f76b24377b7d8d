#!/usr/bin/env node
// Writes and reads an ElectroDB 3.x table for Partitura's interop tests, and prints what happened as JSON.
//
//   node electrodb-fixture.js --endpoint URL --table NAME [--mode MODE]
//
// MODE (default all):
//   all       setup + write + patterns, then the stored items, and the key variants of variants.js
//             (key options the model does not use, as ElectroDB builds them for a put; nothing is sent)
//   setup     creates the table (see model.js) unless it exists
//   write     setup, then puts every item of fixture.js through ElectroDB, one PutItem each
//   patterns  runs ElectroDB's access patterns on whatever the table holds (items another writer may
//             have written), then the stored items
//   read      reads a JSON array [{"entity": "project", "key": {"workspaceId": "acme", "projectId": "p-001"}}]
//             from stdin and gets each key through ElectroDB (checks items another writer wrote)
//   scan      the stored items only
//
// Output (stdout, one JSON document): {"electrodb": version, "table", "mode", "writes": [...],
// "patterns": [...], "reads": [...], "stored": [...], "variants": [...]}. Every request the SDK sends is captured at the
// HTTP layer by a middleware on the v3 client's stack: its operation, its JSON body as sent (DynamoDB
// attribute maps, exactly what ElectroDB asked for) and the response as received, so "items" are the
// raw stored items in the order DynamoDB returned them, and "requestCount" is the number of HTTP
// requests (retries included; the client makes one attempt only, so a failure shows).
//
// Talks to a local server only: the credentials are dummies and the endpoint must be given.
'use strict'

const { DynamoDBClient, CreateTableCommand, DescribeTableCommand, ScanCommand } = require('@aws-sdk/client-dynamodb')
const { controlPlane, school, createTableInput } = require('./model')
const { writes } = require('./fixture')

function fail (message) {
  process.stderr.write('electrodb-fixture: ' + message + '\n')
  process.exit(2)
}

function parseArgs (argv) {
  const options = { mode: 'all' }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const eq = arg.indexOf('=')
    const name = eq > 0 ? arg.slice(0, eq) : arg
    const value = () => (eq > 0 ? arg.slice(eq + 1) : argv[++i])
    switch (name) {
      case '--endpoint': options.endpoint = value(); break
      case '--table': options.table = value(); break
      case '--mode': options.mode = value(); break
      default: fail('unknown argument ' + JSON.stringify(arg) + '; usage: node electrodb-fixture.js --endpoint URL --table NAME [--mode all|setup|write|patterns|read|scan]')
    }
  }
  if (!options.endpoint) fail('--endpoint URL is required (a local DynamoDB-compatible server, e.g. dynalite)')
  if (!options.table) fail('--table NAME is required')
  if (!['all', 'setup', 'write', 'patterns', 'read', 'scan'].includes(options.mode)) fail('unknown mode ' + JSON.stringify(options.mode))
  return options
}

/** Records every HTTP request the client sends, with its body and the raw response body. */
class Recorder {
  constructor () {
    this.requests = []
  }

  /** Starts a fresh record and returns a function that ends it and returns its requests. */
  begin () {
    const start = this.requests.length
    return () => this.requests.slice(start)
  }

  install (client) {
    // Placed after ElectroDB's and lib-dynamodb's marshalling and right under the deserializer: the
    // request body is the wire JSON, the response body is read here (and handed on as bytes) before
    // anything unmarshalls it.
    client.middlewareStack.addRelativeTo((next) => async (args) => {
      const request = args.request
      const target = String(request.headers['x-amz-target'] || request.headers['X-Amz-Target'] || '')
      const entry = {
        operation: target.slice(target.indexOf('.') + 1),
        input: JSON.parse(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body))
      }
      this.requests.push(entry)
      const result = await next(args)
      const body = await readBody(result.response.body)
      result.response.body = body
      entry.status = result.response.statusCode
      entry.output = body.length ? JSON.parse(Buffer.from(body).toString('utf8')) : null
      return result
    }, { relation: 'after', toMiddleware: 'deserializerMiddleware', name: 'partituraInteropRecorder', override: true })
  }
}

async function readBody (body) {
  if (body == null) return new Uint8Array(0)
  if (body instanceof Uint8Array) return body
  const chunks = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** The items of the responses, in order: Query/Scan Items, GetItem Item, BatchGetItem Responses. */
function itemsOf (requests, table) {
  const items = []
  for (const r of requests) {
    const out = r.output || {}
    if (Array.isArray(out.Items)) items.push(...out.Items)
    if (out.Item) items.push(out.Item)
    if (out.Responses && out.Responses[table]) items.push(...out.Responses[table])
  }
  return items
}

/** A request without the items of its response (they are in the pattern's "items"). */
function summary (r) {
  const output = { ...(r.output || {}) }
  for (const field of ['Items', 'Item', 'Responses']) {
    if (field in output) output[field] = '(in items)'
  }
  return { operation: r.operation, status: r.status, input: r.input, output }
}

async function main () {
  const options = parseArgs(process.argv.slice(2))
  const recorder = new Recorder()
  const client = new DynamoDBClient({
    endpoint: options.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'interop', secretAccessKey: 'interop' },
    maxAttempts: 1
  })
  recorder.install(client)
  const services = { controlPlane: controlPlane(options.table, client), school: school(options.table, client) }
  const entity = (name) => {
    for (const service of Object.values(services)) {
      if (service.entities[name]) return service.entities[name]
    }
    throw new Error('no entity ' + name)
  }

  const output = {
    electrodb: require('electrodb/package.json').version,
    clientDynamodb: require('@aws-sdk/client-dynamodb/package.json').version,
    table: options.table,
    mode: options.mode
  }

  if (['all', 'setup', 'write'].includes(options.mode)) {
    output.createdTable = await setup(client, options.table)
  }
  if (['all', 'write'].includes(options.mode)) {
    output.writes = []
    for (const write of writes) {
      const end = recorder.begin()
      const result = await entity(write.entity).put(write.item).go()
      const requests = end()
      output.writes.push({
        service: write.service,
        entity: write.entity,
        item: write.item,
        data: result.data,
        requestCount: requests.length,
        requests: requests.map(summary)
      })
    }
  }
  if (['all', 'patterns'].includes(options.mode)) {
    output.patterns = await runPatterns(services, recorder, options.table)
  }
  if (options.mode === 'read') {
    output.reads = await readKeys(entity, recorder, options.table, JSON.parse(await stdin()))
  }
  if (['all', 'patterns', 'scan'].includes(options.mode)) {
    output.stored = await scanAll(client, options.table)
  }
  if (options.mode === 'all') {
    output.variants = require('./variants').run(options.table, client)
  }
  process.stdout.write(JSON.stringify(output, null, 1) + '\n')
}

async function setup (client, table) {
  try {
    await client.send(new DescribeTableCommand({ TableName: table }))
    return false
  } catch (e) {
    if (e.name !== 'ResourceNotFoundException') throw e
  }
  await client.send(new CreateTableCommand(createTableInput(table)))
  for (let i = 0; i < 100; i++) {
    const described = await client.send(new DescribeTableCommand({ TableName: table }))
    if (described.Table.TableStatus === 'ACTIVE') return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('table ' + table + ' did not become ACTIVE')
}

/** Every stored item (raw attribute maps), sorted by pk then sk, code point order. */
async function scanAll (client, table) {
  const items = []
  let ExclusiveStartKey
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey }))
    // The SDK hands back AttributeValue objects; plain JSON of them is the wire format.
    items.push(...page.Items.map(wireItem))
    ExclusiveStartKey = page.LastEvaluatedKey
  } while (ExclusiveStartKey)
  const key = (item) => [item.pk && item.pk.S, item.sk && item.sk.S]
  items.sort((a, b) => compareCodePoints(key(a)[0], key(b)[0]) || compareCodePoints(key(a)[1], key(b)[1]))
  return items
}

function wireItem (item) {
  const out = {}
  for (const [name, value] of Object.entries(item)) {
    out[name] = wireValue(value)
  }
  return out
}

function wireValue (value) {
  const [type, v] = Object.entries(value).find(([, x]) => x !== undefined)
  if (type === 'M') return { M: wireItem(v) }
  if (type === 'L') return { L: v.map(wireValue) }
  if (type === 'B') return { B: Buffer.from(v).toString('base64') }
  if (type === 'BS') return { BS: v.map((b) => Buffer.from(b).toString('base64')) }
  return { [type]: v }
}

function compareCodePoints (a = '', b = '') {
  // DynamoDB orders strings by their UTF-8 bytes, which is code point order (JavaScript's < is UTF-16 order).
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return Buffer.compare(x, y)
}

async function readKeys (entity, recorder, table, keys) {
  const reads = []
  for (const { entity: name, key } of keys) {
    const end = recorder.begin()
    const result = await entity(name).get(key).go()
    const requests = end()
    reads.push({
      entity: name,
      key,
      data: result.data,
      items: itemsOf(requests, table),
      requestCount: requests.length,
      requests: requests.map(summary)
    })
  }
  return reads
}

async function stdin () {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * ElectroDB's access patterns on the fixture. Each: its name, the ElectroDB call, its inputs, the
 * parameters ElectroDB builds for it (.params(), nothing sent), what .go() returns (data, cursor) and
 * the requests it sent, with the raw items in the order they came back.
 */
async function runPatterns (services, recorder, table) {
  const cp = services.controlPlane.entities
  const sc = services.school.entities
  const cpCollections = services.controlPlane.collections
  const scCollections = services.school.collections
  const patterns = []

  async function pattern (name, call, inputs, operation, goOptions) {
    const params = operation.params(goOptions)
    const end = recorder.begin()
    const result = await operation.go(goOptions)
    const requests = end()
    patterns.push({
      name,
      call,
      inputs,
      params,
      data: result.data === undefined ? null : result.data,
      cursor: result.cursor === undefined ? null : result.cursor,
      items: itemsOf(requests, table),
      requestCount: requests.length,
      requests: requests.map(summary)
    })
  }

  /** Follows ElectroDB's cursor page by page; one entry with every page. */
  async function paginated (name, call, inputs, makeOperation, goOptions) {
    const pages = []
    let cursor = null
    const end = recorder.begin()
    do {
      const pageEnd = recorder.begin()
      const result = await makeOperation().go({ ...goOptions, cursor })
      const requests = pageEnd()
      pages.push({
        cursorIn: cursor,
        data: result.data,
        cursor: result.cursor === undefined ? null : result.cursor,
        items: itemsOf(requests, table),
        requestCount: requests.length
      })
      cursor = result.cursor || null
      if (pages.length > 50) throw new Error(name + ': more than 50 pages')
    } while (cursor)
    const requests = end()
    patterns.push({
      name,
      call,
      inputs,
      params: makeOperation().params(goOptions),
      pages,
      items: itemsOf(requests, table),
      requestCount: requests.length,
      requests: requests.map(summary)
    })
  }

  // -- ControlPlane: gets
  await pattern('workspace.get', 'workspace.get({workspaceId})', { workspaceId: 'acme' },
    cp.workspace.get({ workspaceId: 'acme' }))
  await pattern('workspace.get.otherCase', 'workspace.get({workspaceId}): keys are lower-cased, so ACME finds acme',
    { workspaceId: 'ACME' }, cp.workspace.get({ workspaceId: 'ACME' }))
  await pattern('workspace.get.hashAndCapitals', 'workspace.get({workspaceId})', { workspaceId: 'Globex#EU' },
    cp.workspace.get({ workspaceId: 'Globex#EU' }))
  await pattern('workspace.get.accents', 'workspace.get({workspaceId})', { workspaceId: 'Ñandú-Café' },
    cp.workspace.get({ workspaceId: 'Ñandú-Café' }))
  await pattern('workspace.get.emoji', 'workspace.get({workspaceId})', { workspaceId: '🚀Rocket' },
    cp.workspace.get({ workspaceId: '🚀Rocket' }))
  await pattern('workspace.get.unicodeLowerCase', 'workspace.get({workspaceId})', { workspaceId: 'İstanbul-ΟΔΟΣ' },
    cp.workspace.get({ workspaceId: 'İstanbul-ΟΔΟΣ' }))
  await pattern('workspace.get.casingCollision', 'workspace.get({workspaceId}): "Umbrella" and "UMBRELLA" are one item',
    { workspaceId: 'Umbrella' }, cp.workspace.get({ workspaceId: 'Umbrella' }))
  await pattern('project.get', 'project.get({workspaceId, projectId})', { workspaceId: 'acme', projectId: 'P#002' },
    cp.project.get({ workspaceId: 'acme', projectId: 'P#002' }))
  await pattern('project.get.otherWorkspace', 'project.get({workspaceId, projectId})', { workspaceId: 'Globex#EU', projectId: 'p-001' },
    cp.project.get({ workspaceId: 'Globex#EU', projectId: 'p-001' }))
  await pattern('project.get.missing', 'project.get({workspaceId, projectId})', { workspaceId: 'acme', projectId: 'nope' },
    cp.project.get({ workspaceId: 'acme', projectId: 'nope' }))
  await pattern('teamMember.get.separatorCollision',
    'teamMember.get({workspaceId, team, userId}): team "dev#userid_eve" + user "x" is the key of team "dev" + user "eve#userid_x"',
    { workspaceId: 'acme', team: 'dev#userid_eve', userId: 'x' },
    cp.teamMember.get({ workspaceId: 'acme', team: 'dev#userid_eve', userId: 'x' }))

  // -- ControlPlane: queries on the table key
  await pattern('workspaceProjects.collection', 'collections.workspaceProjects({workspaceId})', { workspaceId: 'acme' },
    cpCollections.workspaceProjects({ workspaceId: 'acme' }))
  await pattern('workspaceProjects.collection.hash', 'collections.workspaceProjects({workspaceId})', { workspaceId: 'Globex#EU' },
    cpCollections.workspaceProjects({ workspaceId: 'Globex#EU' }))
  await pattern('project.query.record', 'project.query.record({workspaceId})', { workspaceId: 'acme' },
    cp.project.query.record({ workspaceId: 'acme' }))
  await pattern('project.query.record.desc', 'project.query.record({workspaceId}).go({order: "desc"})', { workspaceId: 'acme', order: 'desc' },
    cp.project.query.record({ workspaceId: 'acme' }), { order: 'desc' })
  await pattern('project.query.record.begins', 'project.query.record({workspaceId}).begins({projectId})', { workspaceId: 'acme', projectId: 'P-' },
    cp.project.query.record({ workspaceId: 'acme' }).begins({ projectId: 'P-' }))
  await pattern('project.query.record.between', 'project.query.record({workspaceId}).between({projectId}, {projectId})',
    { workspaceId: 'acme', from: 'p-001', to: 'p-002' },
    cp.project.query.record({ workspaceId: 'acme' }).between({ projectId: 'p-001' }, { projectId: 'p-002' }))
  await pattern('project.query.record.gt', 'project.query.record({workspaceId}).gt({projectId})', { workspaceId: 'acme', projectId: 'p-001' },
    cp.project.query.record({ workspaceId: 'acme' }).gt({ projectId: 'p-001' }))
  await pattern('project.query.record.lte', 'project.query.record({workspaceId}).lte({projectId})', { workspaceId: 'acme', projectId: 'p-001' },
    cp.project.query.record({ workspaceId: 'acme' }).lte({ projectId: 'p-001' }))
  await pattern('teamMember.query.record.team', 'teamMember.query.record({workspaceId, team}): a partial sort key',
    { workspaceId: 'acme', team: 'ops' }, cp.teamMember.query.record({ workspaceId: 'acme', team: 'ops' }))
  await pattern('teamMember.query.record.teamBegins', 'teamMember.query.record({workspaceId}).begins({team})',
    { workspaceId: 'acme', team: 'ops' }, cp.teamMember.query.record({ workspaceId: 'acme' }).begins({ team: 'ops' }))

  // -- ControlPlane: queries on the indexes
  await pattern('workspace.query.byPlan', 'workspace.query.byPlan({plan})', { plan: 'PRO' },
    cp.workspace.query.byPlan({ plan: 'PRO' }))
  await pattern('project.query.byStatus', 'project.query.byStatus({status})', { status: 'ACTIVE' },
    cp.project.query.byStatus({ status: 'ACTIVE' }))
  await pattern('project.query.byStatus.desc', 'project.query.byStatus({status}).go({order: "desc"})', { status: 'ACTIVE', order: 'desc' },
    cp.project.query.byStatus({ status: 'ACTIVE' }), { order: 'desc' })
  await pattern('project.query.byStatus.between', 'project.query.byStatus({status}).between({createdAt}, {createdAt})',
    { status: 'ACTIVE', from: '2026-01-01', to: '2026-02-28' },
    cp.project.query.byStatus({ status: 'ACTIVE' }).between({ createdAt: '2026-01-01' }, { createdAt: '2026-02-28' }))
  await pattern('project.query.byStatus.begins', 'project.query.byStatus({status}).begins({createdAt})',
    { status: 'ACTIVE', createdAt: '2026-01' },
    cp.project.query.byStatus({ status: 'ACTIVE' }).begins({ createdAt: '2026-01' }))
  await pattern('project.query.byStatus.createdAt', 'project.query.byStatus({status, createdAt}): the first sort-key composite fixed',
    { status: 'ACTIVE', createdAt: '2026-01-10T09:00:00Z' },
    cp.project.query.byStatus({ status: 'ACTIVE', createdAt: '2026-01-10T09:00:00Z' }))
  await pattern('project.query.byPriority', 'project.query.byPriority({workspaceId}): numbers are not padded',
    { workspaceId: 'acme' }, cp.project.query.byPriority({ workspaceId: 'acme' }))
  await pattern('project.query.byPriority.gte', 'project.query.byPriority({workspaceId}).gte({priority})',
    { workspaceId: 'acme', priority: 2 }, cp.project.query.byPriority({ workspaceId: 'acme' }).gte({ priority: 2 }))

  // -- ControlPlane: pagination (limit 2 per request, following ElectroDB's cursor)
  await paginated('project.query.record.paginated', 'project.query.record({workspaceId}).go({limit: 2, cursor})',
    { workspaceId: 'acme', limit: 2 }, () => cp.project.query.record({ workspaceId: 'acme' }), { limit: 2 })
  await paginated('workspaceProjects.collection.paginated', 'collections.workspaceProjects({workspaceId}).go({limit: 3, cursor})',
    { workspaceId: 'acme', limit: 3 }, () => cpCollections.workspaceProjects({ workspaceId: 'acme' }), { limit: 3 })

  // -- school: gets
  await pattern('student.get', 'student.get({studentId})', { studentId: 'B#7' }, sc.student.get({ studentId: 'B#7' }))
  await pattern('student.get.accents', 'student.get({studentId})', { studentId: 'José' }, sc.student.get({ studentId: 'José' }))
  await pattern('course.get.emoji', 'course.get({courseId})', { courseId: '🎨art' }, sc.course.get({ courseId: '🎨art' }))
  await pattern('enrollment.get', 'enrollment.get({studentId, courseId})', { studentId: 'a91', courseId: 'CS#101' },
    sc.enrollment.get({ studentId: 'a91', courseId: 'CS#101' }))
  await pattern('enrollment.batchGet', 'enrollment.get([...keys]).go({preserveBatchOrder: true})',
    { keys: [{ studentId: '🎓grad', courseId: '🎨art' }, { studentId: 'a91', courseId: 'math204' }, { studentId: 'a91', courseId: 'nope' }] },
    sc.enrollment.get([{ studentId: '🎓grad', courseId: '🎨art' }, { studentId: 'a91', courseId: 'math204' }, { studentId: 'a91', courseId: 'nope' }]),
    { preserveBatchOrder: true })

  // -- school: collections and entity queries
  await pattern('studentEnrollments.collection', 'collections.studentEnrollments({studentId})', { studentId: 'a91' },
    scCollections.studentEnrollments({ studentId: 'a91' }))
  await pattern('studentEnrollments.collection.hash', 'collections.studentEnrollments({studentId})', { studentId: 'B#7' },
    scCollections.studentEnrollments({ studentId: 'B#7' }))
  await pattern('courseEnrollments.collection', 'collections.courseEnrollments({courseId}) (gsi1)', { courseId: 'math204' },
    scCollections.courseEnrollments({ courseId: 'math204' }))
  await pattern('courseEnrollments.collection.emoji', 'collections.courseEnrollments({courseId}) (gsi1)', { courseId: '🎨art' },
    scCollections.courseEnrollments({ courseId: '🎨art' }))
  await pattern('enrollment.query.record', 'enrollment.query.record({studentId})', { studentId: 'a91' },
    sc.enrollment.query.record({ studentId: 'a91' }))
  await pattern('enrollment.query.byCourse', 'enrollment.query.byCourse({courseId})', { courseId: 'math204' },
    sc.enrollment.query.byCourse({ courseId: 'math204' }))
  await pattern('enrollment.query.byTerm', 'enrollment.query.byTerm({term})', { term: '2026-S1' },
    sc.enrollment.query.byTerm({ term: '2026-S1' }))
  await pattern('enrollment.query.byTerm.between', 'enrollment.query.byTerm({term}).between({enrolledOn}, {enrolledOn})',
    { term: '2026-S1', from: '2026-02-01', to: '2026-02-02' },
    sc.enrollment.query.byTerm({ term: '2026-S1' }).between({ enrolledOn: '2026-02-01' }, { enrolledOn: '2026-02-02' }))
  for (const compare of ['attributes', 'v2']) {
    await pattern('enrollment.query.byTerm.between.' + compare,
      'enrollment.query.byTerm({term}).between({enrolledOn}, {enrolledOn}).go({compare: "' + compare + '"})',
      { term: '2026-S1', from: '2026-02-01', to: '2026-02-02', compare },
      sc.enrollment.query.byTerm({ term: '2026-S1' }).between({ enrolledOn: '2026-02-01' }, { enrolledOn: '2026-02-02' }),
      { compare })
  }
  await pattern('enrollment.query.byTerm.lt', 'enrollment.query.byTerm({term}).lt({enrolledOn})',
    { term: '2026-S1', enrolledOn: '2026-02-02' },
    sc.enrollment.query.byTerm({ term: '2026-S1' }).lt({ enrolledOn: '2026-02-02' }))
  await pattern('course.query.byDepartment', 'course.query.byDepartment({department}): level padded to 4 digits',
    { department: 'Math' }, sc.course.query.byDepartment({ department: 'Math' }))
  await pattern('course.query.byDepartment.between', 'course.query.byDepartment({department}).between({level}, {level})',
    { department: 'Math', from: 100, to: 204 },
    sc.course.query.byDepartment({ department: 'Math' }).between({ level: 100 }, { level: 204 }))
  await pattern('student.query.byEmail', 'student.query.byEmail({email}): keys are lower-cased', { email: 'bruno@example.com' },
    sc.student.query.byEmail({ email: 'bruno@example.com' }))

  await paginated('studentEnrollments.collection.paginated', 'collections.studentEnrollments({studentId}).go({limit: 2, cursor})',
    { studentId: 'a91', limit: 2 }, () => scCollections.studentEnrollments({ studentId: 'a91' }), { limit: 2 })
  await paginated('enrollment.query.byCourse.paginated', 'enrollment.query.byCourse({courseId}).go({limit: 1, cursor})',
    { courseId: 'math204', limit: 1 }, () => sc.enrollment.query.byCourse({ courseId: 'math204' }), { limit: 1 })

  return patterns
}

main().catch((e) => {
  process.stderr.write('electrodb-fixture: ' + (e && e.stack || e) + '\n')
  process.exit(1)
})
