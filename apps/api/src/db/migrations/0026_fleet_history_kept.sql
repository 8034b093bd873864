ALTER TABLE "driver_equipment_assignments" DROP CONSTRAINT "driver_equipment_assignments_driver_id_drivers_id_fk";
--> statement-breakpoint
ALTER TABLE "driver_equipment_assignments" DROP CONSTRAINT "driver_equipment_assignments_truck_id_trucks_id_fk";
--> statement-breakpoint
ALTER TABLE "driver_equipment_assignments" DROP CONSTRAINT "driver_equipment_assignments_trailer_id_trailers_id_fk";
--> statement-breakpoint
ALTER TABLE "fuel_transactions" DROP CONSTRAINT "fuel_transactions_truck_id_trucks_id_fk";
--> statement-breakpoint
ALTER TABLE "driver_equipment_assignments" ADD CONSTRAINT "driver_equipment_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_equipment_assignments" ADD CONSTRAINT "driver_equipment_assignments_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_equipment_assignments" ADD CONSTRAINT "driver_equipment_assignments_trailer_id_trailers_id_fk" FOREIGN KEY ("trailer_id") REFERENCES "public"."trailers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_transactions" ADD CONSTRAINT "fuel_transactions_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE restrict ON UPDATE no action;