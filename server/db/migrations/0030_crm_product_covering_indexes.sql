DROP INDEX "crm_products_brand_kind_order_idx";--> statement-breakpoint
DROP INDEX "crm_products_brand_kind_price_idx";--> statement-breakpoint
CREATE INDEX "crm_products_brand_kind_order_idx" ON "crm_products" USING btree ("brand_id","kind","ordernum","id" DESC NULLS FIRST,"display","price");--> statement-breakpoint
CREATE INDEX "crm_products_brand_kind_price_idx" ON "crm_products" USING btree ("brand_id","kind","price","id" DESC NULLS FIRST,"display","ordernum");