// Made up for the tests: every company, number and place is invented; the ZIPs are real.

/** A tender written in the e-mail itself, as a broker's system sends one: facts, then a stop table. */
export const HTML_TENDER = `<!doctype html><html><body style="font-family:Arial">
<p>Hello team,</p>
<p>Please confirm the load below. <img src="https://tracker.example/pixel.gif"> <a href="https://broker.example/accept">Accept</a></p>
<table>
<tr><td><b>Load #</b></td><td>TX-58213</td></tr>
<tr><td><b>Broker</b></td><td>Northgate Freight Partners LLC</td></tr>
<tr><td><b>Broker MC</b></td><td>MC 771245</td></tr>
<tr><td><b>Equipment</b></td><td>53' Dry Van</td></tr>
<tr><td><b>Commodity</b></td><td>Canned goods</td></tr>
<tr><td><b>Weight</b></td><td>38,500 lbs</td></tr>
<tr><td><b>Total Rate</b></td><td>$2,450.00 USD</td></tr>
</table>
<h3>Stops</h3>
<table>
<tr><th>#</th><th>Type</th><th>Date</th><th>Time</th><th>Facility</th><th>Address</th></tr>
<tr><td>1</td><td>Pickup</td><td>06/15/2026</td><td>08:00 - 14:00</td><td>Lakeside Cannery</td><td>400 Harbor Rd, Toledo, OH 43604</td></tr>
<tr><td>2</td><td>Delivery</td><td>06/17/2026</td><td>07:00 - 15:00</td><td>Summit Grocers DC</td><td>2250 Commerce Pkwy, Denver, CO 80216</td></tr>
</table>
<p>Thanks, Dispatch</p>
</body></html>`;
