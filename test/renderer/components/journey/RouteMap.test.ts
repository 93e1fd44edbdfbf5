import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import type { MapFeatureCollection } from '@shared/service'
import RouteMap from '@renderer/components/journey/RouteMap.vue'
import { windowI18n } from '@renderer/i18n'
import { journeySample } from '../../journeySamples'

/** The sample's trans-Pacific route; without its vessel when `vessel` is false. */
function sampleRoute(vessel = true): MapFeatureCollection {
  const route = journeySample().route!
  return vessel
    ? route
    : {
        ...route,
        features: route.features.filter((f) => f.properties?.feature_type !== 'current_vessel')
      }
}

describe('components/journey/RouteMap', () => {
  const shown = (vessel = true) =>
    mount(RouteMap, { props: { route: sampleRoute(vessel), label: 'route' } })

  it('names in its legend each mark the map draws, drawn as the map draws it', () => {
    const wrapper = shown()
    const keys = wrapper.findAll('[data-test="map-legend"] [data-key]').map((k) => ({
      key: k.attributes('data-key'),
      text: k.text()
    }))
    const vessel = wrapper.get('[data-test="map-vessel"] path').attributes('d')
    expect(keys).toEqual([
      { key: 'sailed', text: 'Sailed' },
      { key: 'ahead', text: 'Ahead' },
      { key: 'port', text: 'Port' },
      { key: 'vessel', text: expect.any(String) }
    ])
    // The vessel is an arrow on the map, and the same arrow in the legend (not a dot).
    expect(wrapper.get('[data-key="vessel"] path').attributes('d')).toBe(vessel)
    // The port key is a ring like the map's ports.
    expect(wrapper.find('[data-key="port"] circle').exists()).toBe(true)
    windowI18n().global.locale.value = 'de'
    return wrapper.vm.$nextTick().then(() => {
      expect(wrapper.get('[data-key="port"]').text()).toBe('Hafen')
    })
  })

  it('leaves out of the legend what the map does not show', () => {
    const wrapper = shown(false)
    expect(wrapper.find('[data-test="map-vessel"]').exists()).toBe(false)
    expect(wrapper.find('[data-key="vessel"]').exists()).toBe(false)
    const kinds = new Set(wrapper.findAll('path.line').map((p) => p.attributes('data-kind')))
    expect(wrapper.find('[data-key="sailed"]').exists()).toBe(kinds.has('sailed'))
  })
})
