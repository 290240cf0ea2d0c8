import type { Category, VendorProduct } from '../../cms/payload-types'
import { query, rest, useLoad, type Page } from './api'

/** The marketplace's categories as marketers keep them in the CMS, by name. */
export function useCategories(): Category[] | undefined {
  const { data } = useLoad(() => rest<Page<Category>>(`categories${query({ sort: 'name', limit: 100, depth: 0 })}`), [])
  return data?.docs
}

/** A product's category among those loaded (a product keeps its category's id). */
export function categoryOf(product: Pick<VendorProduct, 'category'>, categories: Category[] | undefined): Category | undefined {
  const id = typeof product.category === 'object' ? product.category?.id : product.category
  return categories?.find((category) => category.id === id)
}
