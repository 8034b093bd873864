CREATE INDEX "documents_load_idx" ON "documents" USING btree ("company_id","load_id");--> statement-breakpoint
CREATE INDEX "documents_driver_idx" ON "documents" USING btree ("company_id","driver_id");--> statement-breakpoint
CREATE INDEX "documents_truck_idx" ON "documents" USING btree ("company_id","truck_id");--> statement-breakpoint
CREATE INDEX "documents_trailer_idx" ON "documents" USING btree ("company_id","trailer_id");