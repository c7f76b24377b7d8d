'use strict'
// ElectroDB's key options that the fixture's model does not use, each shown by the item ElectroDB 3.9.3
// builds for one put (entity.put(item).params(): ElectroDB's own key code, nothing is sent). KEYS.md cites
// them; ElectroDbKeyFormatTest asserts them.
const { Entity } = require('electrodb')

const attributes = {
  userId: { type: 'string' },
  orgId: { type: 'string', field: 'org_id', label: 'Org' },
  n: { type: 'number' },
  name: { type: 'string' },
  level: { type: 'number', padding: { length: 4, char: '0' } },
  flag: { type: 'boolean' }
}

const item = { userId: 'U#1', orgId: 'Acme', n: 7, name: 'x' }

const table = (pk, sk) => ({ pk: { field: 'pk', ...pk }, ...(sk ? { sk: { field: 'sk', ...sk } } : {}) })

const variants = [
  ['template', { r: table({ composite: ['userId'], template: 'USER#${userId}' }, { composite: [], template: 'PROFILE' }) }],
  ['templateCasingNone', { r: table({ composite: ['userId'], template: 'USER#${userId}', casing: 'none' }, { composite: ['orgId'], template: 'ORG#${orgId}', casing: 'none' }) }],
  ['casingNoneAndUpper', { r: table({ composite: ['userId'], casing: 'none' }, { composite: ['orgId'], casing: 'upper' }) }],
  ['labelAndField', { r: table({ composite: ['orgId'] }, { composite: ['userId'] }) }],
  ['noSortKey', { r: table({ composite: ['userId'] }) }],
  ['scope', { r: { scope: 'Tenant', ...table({ composite: ['userId'] }, { composite: [] }) } }],
  ['subCollections', { r: { collection: ['outer', 'inner'], ...table({ composite: ['orgId'] }, { composite: ['userId'] }) } }],
  ['clusteredIndex', {
    r: table({ composite: ['orgId'] }, { composite: ['userId'] }),
    g: { index: 'gsi1', type: 'clustered', collection: 'members', pk: { field: 'gsi1pk', composite: ['orgId'] }, sk: { field: 'gsi1sk', composite: ['userId'] } }
  }],
  ['numberTemplateCast', { r: table({ composite: ['userId'] }, { composite: ['n'], template: '${n}' }) }],
  ['identifiers', { r: table({ composite: ['userId'] }, { composite: [] }) }, { identifiers: { entity: '_type', version: '_v' } }],
  ['largeNumber', { r: table({ composite: ['userId'] }, { composite: ['n'] }) }, {}, { n: 1e21 }],
  ['smallNumber', { r: table({ composite: ['userId'] }, { composite: ['n'] }) }, {}, { n: 0.0000001 }],
  ['paddedNegativeNumber', { r: table({ composite: ['userId'] }, { composite: ['level'] }) }, {}, { level: -1 }],
  ['booleanComposite', { r: table({ composite: ['userId'] }, { composite: ['flag'] }) }, {}, { flag: true }],
  ['collectionWithoutSortKey', { r: { collection: 'c', ...table({ composite: ['userId'] }) } }],
  ['indexWithSomeOfItsSortKeyComposites', {
    r: table({ composite: ['userId'] }, { composite: [] }),
    g: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['orgId'] }, sk: { field: 'gsi1sk', composite: ['name', 'n'] } }
  }, {}, { userId: 'a', orgId: 'o', n: undefined, name: 'nm' }],
  ['indexWithoutItsSortKeyComposites', {
    r: table({ composite: ['userId'] }, { composite: [] }),
    g: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['orgId'] }, sk: { field: 'gsi1sk', composite: ['name', 'n'] } }
  }, {}, { userId: 'a', orgId: 'o', n: undefined, name: undefined }]
]

/** [{name, indexes, item, putItem | error}] */
function run (tableName, client) {
  return variants.map(([name, indexes, config = {}, override = {}]) => {
    const input = { ...item, ...override }
    for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key]
    try {
      const entity = new Entity({ model: { entity: 'User', version: '1', service: 'Svc' }, attributes, indexes },
        { table: tableName, client, ...config })
      return { name, indexes, config, item: input, putItem: entity.put(input).params().Item }
    } catch (e) {
      return { name, indexes, config, item: input, error: e.message }
    }
  })
}

module.exports = { run }
